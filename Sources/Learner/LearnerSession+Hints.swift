public import Grading
public import LessonKit
public import TutorSupport

/// Taking a hint: `:hint` in the REPL, `swift-tutor hint` and the page's Hint button all take
/// it here, one at a time. After a Check that failed, the first hint not seen yet that a
/// failing check names (`check(…, hint: 3)`) comes first; otherwise, and once those are seen,
/// the hints come in the task's order. Once all were taken, none is counted and the views show
/// them all again.
extension LearnerSession {
  /// Takes the next hint of `exercise` (in the learner's language) and saves; returns the
  /// 0-based index of the hint to show (nil once every hint was taken) and the problem to show
  /// when the progress could not be saved.
  public func takeHint(_ exercise: Exercise) -> (index: Int?, problem: Message?) {
    let language = language
    var index: Int?
    let problem = update { index = $0.takeHint(of: exercise, language: language) }
    return (index, index == nil ? nil : problem)
  }

  /// Remembers which hints the failing checks of `result` (a Check of `exercise`) name, for
  /// the next ``takeHint(_:)``; a pass forgets them. Saves only when that changed; returns the
  /// problem to show when the progress could not be saved.
  @discardableResult
  public func noteCheck(_ result: GradeResult, of exercise: Exercise) -> Message? {
    adoptSavedElsewhere()
    let named = LearnerProgress.hintsNamed(by: result)
    guard (progress.checkHints[exercise.id] ?? []) != named else { return nil }
    return update { $0.checkHints[exercise.id] = named.isEmpty ? nil : named }
  }
}

extension LearnerProgress {
  /// Takes the next hint of `exercise`, as its task in `language` has them; returns the
  /// 0-based index of the hint to show, or nil when every hint was taken already.
  public mutating func takeHint(of exercise: Exercise, language: Language) -> Int? {
    takeHint(exercise.id, available: exercise.task(language).hints.count)
  }

  /// Records that one more hint of `exercise` was shown, of `available`: the first one not
  /// seen that the last Check's failing checks name (``checkHints``), else the first one not
  /// seen; returns its 0-based index, or `nil` when every hint was shown already.
  public mutating func takeHint(_ exercise: String, available: Int) -> Int? {
    let seen = hintsSeen[exercise] ?? []
    let unseen = (1...max(available, 1)).filter { $0 <= available && !seen.contains($0) }
    guard let first = unseen.first else { return nil }
    let named = (checkHints[exercise] ?? []).first { unseen.contains($0) }
    let number = named ?? first
    hintsSeen[exercise] = seen + [number]
    return number - 1
  }

  /// True when hint `index` (0-based) of `exercise` is one the last Check's failing checks
  /// name: the views say it was chosen for that check, not next in order.
  public func hintNamedByCheck(_ exercise: String, index: Int) -> Bool {
    checkHints[exercise]?.contains(index + 1) == true
  }

  /// The hints the failing checks of `result` name, the first failing check's first, each
  /// once; none after a pass.
  public static func hintsNamed(by result: GradeResult) -> [Int] {
    guard result.status != .pass else { return [] }
    var named: [Int] = []
    for test in result.tests where test.status != .pass {
      if let hint = test.hint, hint >= 1, !named.contains(hint) { named.append(hint) }
    }
    return named
  }
}
