public import Testing

/// What a test needs beyond the built package and the files of the checkout. `make test` runs
/// every test; `make test-fast` skips every suite and test tagged with any of these, so what
/// it runs needs no compiler, no jail, no terminal multiplexer and no browser, and takes less
/// than a minute.
///
/// Tag the suite when its tests need the thing, else each test that does — a test that needs
/// none of them stays untagged, so `make test-fast` runs it: `@Suite(.tags(.toolchain, .jail))`,
/// `@Test(.tags(.toolchain))`. Write the tags in the
/// attribute itself, as a literal `.tags(…)` list: swift-testing 6.3 cannot select tests by tag
/// from the command line (`--filter tag:…` is a pattern over test names there), so
/// `make test-fast` reads the tagged names from the sources (`Tests/tagged-tests.awk`) and
/// passes them to `swift test --skip`. A REPL test is given a grader only when it is tagged
/// `.toolchain` (`ReplFixture`).
extension Tag {
  /// Compiles Swift with the toolchain's `swiftc` or `swift-frontend`: grading, `check`,
  /// `grade`, `eval`, `validate`, `prepare`, the live session, or a fixture that prepares the
  /// module cache (about a minute when the cache is cold, seconds after).
  @Tag public static var toolchain: Self
  /// Runs a program in the bubblewrap jail (`bwrap`), or needs the control groups or the
  /// watchdog that limit a jailed run.
  @Tag public static var jail: Self
  /// Drives a terminal program in tmux (``TmuxSession``).
  @Tag public static var tmux: Self
  /// Drives headless Chromium through `chromedriver`.
  @Tag public static var browser: Self
}
