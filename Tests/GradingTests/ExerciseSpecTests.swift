import Foundation
import Grading
import LessonKit
import SwiftToolchain
import Testing
import TutorTestSupport

/// An exercise's files are read once, into the spec grading takes: their contents and its
/// typed rules; a file that cannot be read is the tool's error, naming the file.
@Suite final class ExerciseSpecTests {
  let root: URL
  let course: Course

  init() throws {
    root = try TestPaths.makeTemporaryFolder("spec")
    let fixture = TestPaths.packageRoot.appendingPathComponent(
      "Tests/LessonKitTests/Fixtures/good-course")
    try FileManager.default.copyItem(at: fixture, to: root.appendingPathComponent("course"))
    course = try CourseLoader.load(from: root.appendingPathComponent("course"))
  }

  deinit { try? FileManager.default.removeItem(at: root) }

  private func exercise(_ id: String) throws -> Exercise {
    try #require(course.exercise(id: id)?.exercise)
  }

  private func text(_ file: URL?) throws -> String {
    try String(contentsOf: try #require(file), encoding: .utf8)
  }

  @Test func theSpecHoldsTheFilesContentsAndTypedRules() throws {
    let double = try exercise("double-it")
    let spec = try ExerciseSpec(double)
    #expect(spec.uses == [.mealKit])
    #expect(spec.forbid == [.forceUnwrap, .forceTry])
    #expect(spec.require == [.closure, .map])
    #expect(spec.judging == .checks(probes: try text(double.files.checks)))
    #expect(spec.solutionSource == (try text(double.files.solution)))
    // Contents, not paths: a later change to the files does not reach this grading.
    try Data("changed".utf8).write(to: double.files.solution)
    #expect(spec.solutionSource != "changed")
  }

  @Test func anExerciseThatNamesNoLibraryUsesEverySampleLibrary() throws {
    let hello = try exercise("say-hello")
    let spec = try ExerciseSpec(hello)
    #expect(hello.uses.isEmpty)
    #expect(spec.uses == SampleLibrary.allCases)
    #expect(spec.judging == .output(expected: try text(hello.files.expectedOutput)))
  }

  @Test func aMissingExpectedOutputIsAnErrorNamingIt() throws {
    let hello = try exercise("say-hello")
    let file = try #require(hello.files.expectedOutput)
    try FileManager.default.removeItem(at: file)
    #expect(throws: EvaluatorError.fileProblem(path: file.path, reason: "does not exist")) {
      try ExerciseSpec(hello)
    }
  }

  @Test func checksThatAreNotUTF8AreAnErrorNamingThem() throws {
    let double = try exercise("double-it")
    let file = try #require(double.files.checks)
    try Data([0x63, 0xff, 0xfe, 0x0a]).write(to: file)
    #expect(
      throws: EvaluatorError.fileProblem(path: file.path, reason: "cannot be read as UTF-8 text")
    ) {
      try ExerciseSpec(double)
    }
  }
}
