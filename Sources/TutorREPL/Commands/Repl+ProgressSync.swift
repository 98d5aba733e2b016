import LessonKit

extension Repl {
  /// Takes over progress saved by another program since the REPL last wrote it — a pass from
  /// `swift-tutor check` or `watch` in another terminal, a hint from `swift-tutor hint` — so
  /// there is one progress, whichever command made it.
  ///
  /// The REPL saves after every change it makes, so a file that differs from what it holds was
  /// written by someone else. A file that cannot be read is left to the next save to report.
  func adoptProgressSavedElsewhere() {
    guard configuration.progressStore.fileExists else { return }
    let loaded = configuration.progressStore.load()
    guard loaded.notice == nil, loaded.progress != progress else { return }
    progress = loaded.progress
  }
}
