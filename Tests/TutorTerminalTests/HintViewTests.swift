import Learner
import LessonKit
import Testing
import TutorSupport
import TutorTerminal

@Suite struct HintViewTests {
  private func exercise(_ id: String) throws -> Exercise {
    try #require(try ViewCourse.course().exercise(id: id)).exercise
  }

  /// Takes the next hint of `exercise` in `progress` and returns its view, as `:hint` does.
  private func next(_ exercise: Exercise, progress: inout LearnerProgress, language: Language)
    -> HintView
  {
    let index = progress.takeHint(of: exercise, language: language)
    return HintView(
      exercise: exercise, language: language, index: index,
      seen: progress.hintsUsed[exercise.id] ?? 0)
  }

  @Test func eachCallShowsTheNextHintAndCountsIt() throws {
    let doubleIt = try exercise("double-it")
    var progress = LearnerProgress()
    let first = next(doubleIt, progress: &progress, language: .en)
    #expect(first.index == 0)
    #expect(progress.hintsUsed["double-it"] == 1)
    #expect(
      first.text(width: 60, color: false)
        == "Hint 1 of 2 · double-it\n\n`map` calls a closure on every element.\n\n"
        + "1 more hint left.", "piped: plain words, no `**`")
    let styled = first.text(width: 60, color: true)
    #expect(styled.hasPrefix("\u{1B}[") && !styled.contains("**"), "a terminal: bold, \(styled)")
    let second = next(doubleIt, progress: &progress, language: .en)
    #expect(progress.hintsUsed["double-it"] == 2)
    let text = second.text(width: 60, color: false)
    #expect(text.hasPrefix("Hint 2 of 2 · double-it\n\n`numbers.map { $0 * 2 }`"))
    #expect(text.hasSuffix("That was the last hint."))
  }

  /// A hint a failing check chose says so, so "Hint 2 of 2" before "1 more hint left" reads
  /// right; the next one, in order, does not.
  @Test(arguments: [
    (
      Language.en, "Hint 1 of 2 · double-it · for the check that failed",
      "Hint 2 of 2 · double-it"
    ),
    (Language.zhHans, "提示 1/2 · double-it · 针对没有通过的检查", "提示 2/2 · double-it"),
  ])
  func aHintAFailingCheckChoseSaysSo(language: Language, chosen: String, then: String) throws {
    let doubleIt = try exercise("double-it")
    var progress = LearnerProgress()
    progress.checkHints["double-it"] = [2]
    func take() -> String {
      let index = progress.takeHint(of: doubleIt, language: language)
      return HintView(
        exercise: doubleIt, language: language, index: index,
        seen: progress.hintsUsed[doubleIt.id] ?? 0,
        named: index.map { progress.hintNamedByCheck(doubleIt.id, index: $0) } ?? false
      ).text(width: 80, color: false)
    }
    let first = take()
    #expect(first.hasPrefix(chosen), "\(first)")
    let second = take()
    #expect(second.hasPrefix(then), "\(second)")
  }

  @Test func onceAllWereShownItSaysSoAndRepeatsThemWithoutCounting() throws {
    let doubleIt = try exercise("double-it")
    var progress = ViewCourse.progress(hints: ["double-it": 2])
    let view = next(doubleIt, progress: &progress, language: .en)
    #expect(view.index == nil)
    #expect(progress.hintsUsed["double-it"] == 2)
    let text = view.text(width: 100, color: false)
    #expect(
      text.hasPrefix("No hints left for double-it: you have seen all 2. Here they are again:"))
    #expect(text.contains("1. `map` calls a closure on every element."))
    #expect(text.contains("2. `numbers.map { $0 * 2 }`"))
  }

  @Test func multiLineHintsAreWrappedAndChineseHintsAreTranslated() throws {
    var progress = ViewCourse.progress(hints: ["say-hello": 1])
    let hello = next(try exercise("say-hello"), progress: &progress, language: .en)
    #expect(
      hello.text(width: 60, color: false).contains("Mind the comma and the exclamation mark."))
    var fresh = LearnerProgress()
    let chinese = next(try exercise("double-it"), progress: &fresh, language: .zhHans)
    let text = chinese.text(width: 60, color: false)
    #expect(text.hasPrefix("提示 1/2 · double-it\n\n`map` 对每个元素调用闭包。"))
    #expect(text.hasSuffix("还有 1 条提示。"))
  }

  @Test func anExerciseWithoutHintsSaysSo() throws {
    let base = try exercise("describe-meal")
    let english = try #require(base.tasks[.en])
    let bare = Exercise(
      id: base.id, kind: base.kind, uses: base.uses, forbid: base.forbid,
      require: base.require, limits: base.limits, difficulty: base.difficulty,
      files: base.files,
      tasks: [.en: TaskText(title: english.title, statement: "", hints: [], file: english.file)])
    var progress = LearnerProgress()
    let view = next(bare, progress: &progress, language: .en)
    #expect(view.text(width: 60, color: false) == "describe-meal has no hints.")
    #expect(progress.hintsUsed["describe-meal"] == nil)
  }
}
