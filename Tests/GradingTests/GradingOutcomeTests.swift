import Foundation
import Grading
import LessonKit
import Testing
import TutorSupport
import TutorTestSupport

/// One fixture per outcome: each gets the right verdict and leaves nothing behind.
@Suite(.tags(.toolchain, .jail)) struct GradingOutcomeTests {
  @Test func aCorrectSolutionPassesAndKeepsItsTopLevelOutput() throws {
    let (result, leftovers) = try GraderFixture.grade("pass.swift")
    #expect(result.status == .pass)
    #expect(result.tests.map(\.status) == [.pass, .pass, .pass, .pass])
    #expect(result.tests.map(\.name).first == "a score above 50 earns 3 points")
    #expect(result.tests[0].testCode == #"observe(teamScore([51]), "teamScore([51])")"#)
    #expect(result.tests.map(\.taskID) == [nil, nil, nil, 2])
    #expect(result.output == "top-level output\n")
    #expect(leftovers.isEmpty)
  }

  @Test func aSubtlyWrongSolutionFailsTheBoundaryCheckWithExpectedAndActual() throws {
    let (result, _) = try GraderFixture.grade("fail.swift")
    #expect(result.status == .fail)
    #expect(result.tests.map(\.status).prefix(3) == [.pass, .fail, .pass])
    #expect(result.tests[1].message == "teamScore([50]): expected 1, got 3")
  }

  @Test func theReportSpeaksTheStudentsLanguage() throws {
    let scratch = try TestPaths.makeTemporaryFolder("grade-zh")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let grader = try GraderFixture.grader(scratch: scratch)
    let result = try grader.grade(
      source: GraderFixture.fixture("team-score/submissions/fail.swift"), fileName: "fail.swift",
      exercise: GraderFixture.teamScore, language: .zhHans)
    #expect(result.tests[1].name == "正好 50 分得 1 分")
    #expect(result.tests[1].message == "teamScore([50])：期望 1，实际得到 3")
  }

  @Test func aCompileErrorPointsAtTheStudentsFileAndLine() throws {
    let (result, leftovers) = try GraderFixture.grade("compile-error.swift")
    #expect(result.status == .error)
    let message = try #require(result.message)
    #expect(message.contains("compile-error.swift:3:"))
    #expect(message.contains("total += \"three\""))
    #expect(!message.contains("main.swift"))
    // Every check of the exercise is listed, none run: 0 of 4, as for any other file.
    #expect(result.tests.map(\.status) == [.error, .error, .error, .error])
    #expect(result.tests[1].name == "a score of exactly 50 earns 1 point")
    #expect(result.tests.allSatisfy { $0.message == "not run: the file did not compile" })
    #expect(result.tests.allSatisfy { $0.notRun == true })
    #expect(leftovers.isEmpty)
  }

  @Test func aMissingFunctionIsExplainedInTermsOfTheStudentsCode() throws {
    let (result, _) = try GraderFixture.grade("missing-function.swift")
    #expect(result.status == .error)
    #expect(result.message?.contains("does not define `teamScore`") == true)
  }

  @Test func aCrashFailsOnlyTheCheckThatCrashedAndNamesTheReason() throws {
    let (result, _) = try GraderFixture.grade("crash.swift")
    #expect(result.status == .fail)
    #expect(result.tests.map(\.status) == [.pass, .error, .pass, .pass], "\(result.tests)")
    let message = try #require(result.tests[1].message)
    #expect(message.contains("Unexpectedly found nil"))
    #expect(message.contains("crash.swift:4"))
    #expect(message.contains("teamScore([50])"))
  }

  @Test func anEndlessLoopAtTheTopLevelTimesOut() throws {
    let (result, leftovers) = try GraderFixture.grade("timeout.swift")
    #expect(result.status == .error)
    let message = try #require(result.message)
    #expect(message.contains("CPU time") || message.contains("did not finish"))
    #expect(leftovers.isEmpty)
  }

  @Test func aMemoryHogIsStopped() throws {
    let (result, _) = try GraderFixture.grade("memory-hog.swift")
    #expect(result.status == .error)
    #expect(result.tests.count == 4)
    #expect(
      result.tests.allSatisfy { $0.status == .error && $0.message?.hasPrefix("not run: ") == true })
  }

  @Test func aForkBombEndsAndLeavesNoProcess() throws {
    let (result, leftovers) = try GraderFixture.grade("fork-bomb.swift")
    #expect(result.status == .error)
    #expect(leftovers.isEmpty)
    #expect(GraderFixture.processes(matching: "fork-bomb").isEmpty)
  }

  @Test func anOutputFloodIsCutAndSaidSo() throws {
    let (result, _) = try GraderFixture.grade("flood.swift")
    #expect(result.status == .pass)
    #expect(result.message?.contains("output was cut at 64 KiB") == true)
    #expect((result.output?.count ?? 0) < 600)
  }

  @Test func exitInsideACheckIsAnErrorNotAPass() throws {
    let (result, _) = try GraderFixture.grade("exit-mid-check.swift")
    #expect(result.status == .fail)
    #expect(result.tests.allSatisfy { $0.status == .error })
    #expect(result.tests[0].message?.contains("call `exit`") == true)
  }

  @Test func aDetachedChildDoesNotOutliveTheRun() throws {
    let (result, leftovers) = try GraderFixture.grade("detached-child.swift")
    #expect(result.status == .pass)
    #expect(leftovers.isEmpty)
    #expect(GraderFixture.processes(matching: "sleep 313").isEmpty)
  }

  @Test func declaringADSLNameIsRefused() throws {
    let (result, _) = try GraderFixture.grade("reserved-name.swift")
    #expect(result.status == .error)
    #expect(result.message?.contains("reserved-name.swift:1:") == true)
  }
}

/// An observation described in words as well as code reads in the student's language; the
/// report's `observed.what` stays the author's English, so the class counts one mistake once.
@Suite(.tags(.toolchain, .jail)) struct ObservationLanguageTests {
  @Test(arguments: [
    (Language.en, "bestMeal(meals rated [3, 5, 2, 5])?.name: expected \"dish 2\", got \"dish 4\""),
    (Language.zhHans, "bestMeal(评分为 [3, 5, 2, 5] 的菜品)?.name：期望 \"dish 2\"，实际得到 \"dish 4\""),
  ])
  func aDescriptionInWordsIsTheReadersOwn(language: Language, message: String) throws {
    let scratch = try TestPaths.makeTemporaryFolder("observe-zh")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let lessons = TestPaths.packageRoot.appendingPathComponent("Lessons")
    let course = try CourseLoader.load(from: lessons)
    let exercise = try #require(course.exercise(id: "best-meal")?.exercise)
    let wrong = try String(
      contentsOf: exercise.files.folder.appendingPathComponent("wrong-answers/last-on-tie.swift"),
      encoding: .utf8)
    let result = try GraderFixture.grader(scratch: scratch).grade(
      source: wrong, fileName: "best-meal.swift", exercise: try ExerciseSpec(exercise),
      language: language)
    let tie = try #require(result.tests.first { $0.status == .fail })
    #expect(tie.message == message)
    #expect(tie.observed?.what == "bestMeal(meals rated [3, 5, 2, 5])?.name")
  }
}
