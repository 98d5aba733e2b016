public import Foundation
import LessonKit
public import TutorSupport

/// The learner's state and its one owner: the progress file, the language rule, the workspace,
/// recording passes and hints, and saving.
///
/// The REPL, `watch`, every student command (`lessons`, `show`, `hint`, `progress`, `reset`,
/// `check`) and the browser make one and go through it; nothing else reads or writes
/// `progress.json`. Every change is one of its methods — choosing a lesson or an exercise
/// (`+Choices`), taking a hint (`+Hints`), recording a pass (`+Passes`), starting over
/// (`+StartOver`) — and is saved at once.
public final class LearnerSession {
  /// Where progress is kept.
  public let store: ProgressStore
  /// Where the learner's exercise files are.
  public let workspace: Workspace
  /// The progress as last loaded or saved (changed only by the session's own methods).
  public internal(set) var progress: LearnerProgress
  /// What loading found to tell the learner (a progress file that was moved aside).
  public private(set) var loadNotice: Message?
  /// Whether and how Checks count here, by the one rule (``Counting``), decided when the
  /// session is made.
  public private(set) var counting: Counting
  /// Whether Checks count in the progress at all — their passes, the hints they name.
  public var recordsPasses: Bool { counting.passes }
  /// Whether each Check is kept for the teacher too (a classroom's student).
  public var recordsChecks: Bool { counting.forTeacher }
  private let environment: [String: String]
  private var explicitLanguage: Language?
  private var saveProblemShown = false
  /// The version of the progress file this session last read or wrote: while the file is
  /// still that one, nobody else saved, and there is nothing to read.
  private var seen: ProgressStore.Version?

  /// Loads the progress in `store`. `explicitLanguage` is `--lang`.
  public init(
    store: ProgressStore, workspace: Workspace, explicitLanguage: Language?,
    environment: [String: String] = ProcessInfo.processInfo.environment,
    classroomStudent: Bool = false
  ) {
    counting = .rule(classroomStudent: classroomStudent, environment: environment)
    self.store = store
    self.workspace = workspace
    self.explicitLanguage = explicitLanguage
    self.environment = environment
    let loaded = store.load()
    progress = loaded.progress
    loadNotice = loaded.notice
    seen = loaded.version
  }

  /// The learner's session at the standard places (`$XDG_STATE_HOME/swift-tutor/progress.json`,
  /// `~/swift-tutor` or `$SWIFT_TUTOR_WORKSPACE`).
  public static func standard(
    explicitLanguage: Language?,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> LearnerSession {
    LearnerSession(
      store: ProgressStore(url: ProgressStore.defaultURL(environment: environment)),
      workspace: Workspace.standard(environment: environment),
      explicitLanguage: explicitLanguage, environment: environment)
  }

  /// A classroom student's session (`swift-tutor serve --token`): progress in
  /// `$XDG_STATE_HOME/swift-tutor/classroom/STUDENT/progress.json` and files in
  /// `~/swift-tutor/classroom/STUDENT/` (or under `$SWIFT_TUTOR_WORKSPACE`), beside the
  /// learner's own. `student` names a folder: the server makes it of hexadecimal digits only.
  public static func classroom(
    student: String, explicitLanguage: Language?,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> LearnerSession {
    let own = ProgressStore.defaultURL(environment: environment)
    let folder = "classroom/\(student)"
    return LearnerSession(
      store: ProgressStore(
        url: own.deletingLastPathComponent().appendingPathComponent(folder + "/progress.json")),
      workspace: Workspace(
        root: Workspace.standard(environment: environment).root.appendingPathComponent(folder)),
      explicitLanguage: explicitLanguage, environment: environment, classroomStudent: true)
  }

  /// Stops counting Checks in this session: `--no-record`, a seed of one's own.
  public func stopCounting() {
    counting = .rule(
      noRecord: true, classroomStudent: counting.forTeacher, environment: environment)
  }

  /// The language everything is shown in: `--lang`, else the choice saved with `:lang`, else
  /// `$SWIFT_TUTOR_LANG`, else the locale (``Language/preferred(explicit:saved:environment:)``).
  public var language: Language {
    Language.preferred(
      explicit: explicitLanguage, saved: progress.language.flatMap(Language.init(identifier:)),
      environment: environment)
  }

  /// Changes the progress and saves it; returns the problem to show when saving failed, once
  /// per session (later failures stay quiet). Only the session's own named changes call it
  /// (choosing, opening, hints, passes, starting over): nothing else writes progress.
  @discardableResult
  func update(_ change: (inout LearnerProgress) -> Void) -> Message? {
    change(&progress)
    return save()
  }

  /// `:lang`: shows `language` from now on and saves the choice (it beats `--lang` from here).
  @discardableResult
  public func choose(_ language: Language) -> Message? {
    explicitLanguage = nil
    return update { $0.language = language.rawValue }
  }

  /// Takes the file's progress when another program (`check`, `watch`, a second REPL) saved a
  /// different one; a file that cannot be read is left to the next save to report. The file is
  /// read only when its version is not the one this session last read or wrote: asking costs a
  /// `stat` while nobody else saves.
  public func adoptSavedElsewhere() {
    guard let now = store.version, now != seen else { return }
    let loaded = store.load()
    guard loaded.notice == nil else { return }
    seen = loaded.version
    if loaded.progress != progress { progress = loaded.progress }
  }

  /// Writes the progress file; returns the problem the first time saving fails.
  @discardableResult
  public func save() -> Message? {
    do {
      seen = try store.save(progress, over: seen)
      return nil
    } catch {
      guard !saveProblemShown else { return nil }
      saveProblemShown = true
      return Message(
        "session.progress-not-saved",
        ["path": store.url.path, "reason": FileProblem.describe(error)])
    }
  }
}
