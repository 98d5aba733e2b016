/// What the official `swift:6.3-noble` image holds, for ``RecipeImageTests``: the shared
/// libraries its packages install, and those of the packages a recipe's job adds.
///
/// Where it comes from: swift-docker's Ubuntu 24.04 Dockerfile for 6.3
/// (github.com/swiftlang/swift-docker, `6.3/ubuntu/24.04/Dockerfile`) installs `binutils git
/// gnupg2 libc6-dev libcurl4-openssl-dev libedit2 libgcc-13-dev libncurses-dev libpython3-dev
/// libsqlite3-0 libstdc++-13-dev libxml2-dev libz3-dev pkg-config tzdata zlib1g-dev`, and the
/// toolchain in `/usr` (its runtime libraries in `/usr/lib/swift/linux`). The sonames are those
/// packages' and their dependencies' (libc6, libgcc-s1, libstdc++6, libtinfo6, libncursesw6,
/// libbsd0, libmd0, libcurl4, libxml2, libsqlite3-0, zlib1g, libz3-4) as Ubuntu 24.04 ships
/// them. It has no libcmark. (NOTES.md, "Measured 2026-11-28".)
enum SwiftImage {
  /// The image's name in the recipes.
  static let name = "swift:6.3-noble"

  /// Shared libraries the image has outside the toolchain.
  static let sonames: Set<String> = [
    "libc.so.6", "libm.so.6", "libpthread.so.0", "libdl.so.2", "librt.so.1",
    "ld-linux-x86-64.so.2", "ld-linux-aarch64.so.1", "libgcc_s.so.1", "libstdc++.so.6",
    "libedit.so.2", "libtinfo.so.6", "libncursesw.so.6", "libbsd.so.0", "libmd.so.0",
    "libcurl.so.4", "libxml2.so.2", "libsqlite3.so.0", "libz.so.1", "libz3.so.4",
  ]

  /// The shared libraries a package a job installs brings (none for a tool like `bubblewrap`
  /// or `make`); nil for a package this table does not know.
  static let packageSonames: [String: Set<String>] = [
    "bubblewrap": [], "make": [], "git": [], "ca-certificates": [], "age": [], "gnupg": [],
    "libedit2": ["libedit.so.2"], "libcmark-dev": ["libcmark.so.0.30.2"],
    "libcmark0.30.2": ["libcmark.so.0.30.2"],
  ]
}
