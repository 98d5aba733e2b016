/// A correct `team-score` that first tries every way out of the jail it knows — a peer's
/// file, the module cache, the host's files, sockets, the network — and prints what happened.
enum EscapeAttempt {
  static func source(peer: String, cache: String) -> String {
    """
    import Glibc

    func attempt(_ name: String, _ result: Int32) {
      print("\\(name): \\(result >= 0 ? "OPEN" : "denied")")
    }
    attempt("read peer", open("\(peer)", O_RDONLY))
    attempt("write peer", open("\(peer)", O_WRONLY | O_TRUNC))
    attempt("write cache", open("\(cache)/escape", O_WRONLY | O_CREAT, 0o644))
    attempt("passwd", open("/etc/passwd", O_RDONLY))
    attempt("root file", open("/escape", O_WRONLY | O_CREAT, 0o644))
    attempt("var tmp", open("/var/tmp/escape", O_WRONLY | O_CREAT, 0o644))
    var inet = sockaddr_in()
    inet.sin_family = sa_family_t(AF_INET)
    inet.sin_port = UInt16(53).bigEndian
    inet.sin_addr.s_addr = UInt32(0x0808_0808).bigEndian
    let tcp = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    let reached = withUnsafePointer(to: &inet) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(tcp, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    attempt("network", reached)
    print("uid: \\(getuid())")

    func teamScore(_ scores: [Int]) -> Int {
      scores.reduce(0) { $0 + ($1 > 50 ? 3 : 1) }
    }
    """
  }
}
