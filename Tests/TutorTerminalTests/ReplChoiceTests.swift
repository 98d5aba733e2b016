import Foundation
import LessonKit
import Testing
import TutorTerminal

/// `:check` and `:hint` never choose an exercise silently: they use the one named or open, ask
/// when none is, and after a pass `:hint` goes to the exercise `:progress` calls next.
@Suite struct ReplChoiceTests {
  private let list = """
    No exercise is open. The exercises of “Optionals”:
      1. servings-or-default — Servings, or one (next)
      2. optional-binding — Describe a meal that might not be there
      3. photo-label — The label of a photo, if any
      4. meal-from-form — A meal from a form
    """

  @Test func checkWithNothingOpenListsTheLessonsExercisesAndAsks() throws {
    let repl = try ReplFixture()
    let reader = try repl.run([":lesson 3", ":check", "2"])
    #expect(repl.output.text.contains(list), "\(repl.output.text)")
    #expect(reader.prompts.contains("Which one? A number or an id (Enter for none): "))
    #expect(repl.progress.currentExercise == "optional-binding")
    let file = try repl.file("optional-binding")
    #expect(
      repl.output.text.contains(
        "There is no file for optional-binding yet (it goes at \(file.path))."))
    #expect(!FileManager.default.fileExists(atPath: file.path))
  }

  @Test func hintWithNothingOpenAsksAndAnEmptyAnswerCountsNothing() throws {
    let repl = try ReplFixture()
    try repl.run([":lesson 3", ":hint", ""])
    #expect(repl.output.text.contains(list))
    #expect(repl.output.text.contains("No exercise chosen. :exercise ID opens one."))
    #expect(!repl.output.text.contains("Hint 1 of"))
    #expect(repl.progress.hintsUsed.isEmpty)
    #expect(repl.progress.currentExercise == nil)
  }

  @Test func anIdOrACommandAnswersTheQuestionToo() throws {
    let repl = try ReplFixture()
    try repl.run([":lesson 3", ":hint", "photo-label"])
    #expect(repl.output.text.contains("Hint 1 of 3 · photo-label"))
    #expect(repl.progress.hintsUsed == ["photo-label": 1])
    try repl.run([":lesson 4", ":hint", ":progress"])
    #expect(repl.output.text.contains("Next exercise: "))
    #expect(repl.progress.hintsUsed == ["photo-label": 1])
    try repl.run([":lesson 4", ":hint", "9"])
    #expect(
      repl.output.errors.contains(
        "This lesson has no exercise '9': give a number from 1 to 4, or an id."))
  }

  @Test func aNamedExerciseIsOpenedWithoutAsking() throws {
    let repl = try ReplFixture()
    let reader = try repl.run([":lesson 1", ":hint team-score"])
    #expect(!reader.prompts.contains { $0.hasPrefix("Which one?") })
    #expect(repl.output.text.contains("Hint 1 of"))
    #expect(repl.progress.currentExercise == "team-score")
    #expect(repl.progress.currentLesson == "control-flow")
  }

  @Test(.tags(.toolchain, .jail)) func afterAPassHintGoesToTheExerciseProgressCallsNext() throws {
    let repl = try ReplFixture()
    try repl.run([":exercise servings-or-default"])
    try repl.solution("servings-or-default").write(
      to: repl.file("servings-or-default"), atomically: true, encoding: .utf8)
    try repl.run([":check", ":progress", ":hint"])
    #expect(repl.output.text.contains("Passed servings-or-default!"))
    #expect(repl.output.text.contains("Next exercise: optional-binding (Optionals)"))
    #expect(
      repl.output.text.contains(
        "You passed servings-or-default. The hint is for optional-binding, the next exercise"
          + " (as in :progress); :exercise shows its task."))
    #expect(repl.output.text.contains("Hint 1 of 3 · optional-binding"))
    #expect(repl.progress.hintsUsed == ["optional-binding": 1])
    #expect(repl.progress.currentExercise == "optional-binding")
  }

  @Test func theQuestionSpeaksChinese() throws {
    let repl = try ReplFixture()
    repl.language = .zhHans
    let reader = try repl.run([":lesson 3", ":check", ""])
    #expect(repl.output.text.contains("还没有打开任何练习。“可选类型”这一课的练习有："))
    #expect(reader.prompts.contains("选哪一道？输入编号或练习 id（直接回车表示不选）："))
    #expect(repl.output.text.contains("没有选择练习。:exercise ID 打开一道练习。"))
  }
}

/// `:exercise` without an id opens the exercise it shows, so `:check` and `:hint` mean it.
@Suite struct ReplExerciseOpensTests {
  @Test func exerciseWithoutAnIdOpensWhatItShows() throws {
    let repl = try ReplFixture()
    let reader = try repl.run([":lesson 3", ":exercise", ":hint"])
    #expect(repl.progress.currentExercise == "servings-or-default")
    #expect(!reader.prompts.contains { $0.hasPrefix("Which one?") }, "\(reader.prompts)")
    #expect(repl.output.text.contains("Hint 1 of"), "\(repl.output.text)")
    #expect(repl.progress.hintsUsed == ["servings-or-default": 1])
  }
}
