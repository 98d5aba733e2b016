import Foundation
import Grading
import LessonKit
import SwiftToolchain
import Testing
import TutorSupport
import TutorTestSupport

/// The tool's own failures are said from the catalog: in English where the command line
/// prints them, and in the class's language inside a student's `error` result.
@Suite struct EvaluatorErrorTests {
  @Test func theEnglishTextIsTheDescription() {
    let missing = EvaluatorError.toolchainNotFound(searched: "PATH")
    #expect(
      "\(missing)" == "swiftc not found (searched PATH); install Swift or set SWIFT_TUTOR_SWIFTC")
    let build = EvaluatorError.moduleBuildFailed(module: "MealKit", diagnostics: "x: error: y")
    #expect(build.description == "building the MealKit module failed:\nx: error: y")
    #expect(build.message.text(.zhHans) == "构建 MealKit 模块失败：\nx: error: y")
    #expect(EvaluatorError.text(of: CocoaError(.fileNoSuchFile), .zhHans).contains("Cocoa"))
  }

  /// A class graded against an exercise whose solution crashes: each submission is an `error`
  /// that says so in the class's language, naming the exercise.
  @Test(.tags(.toolchain, .jail))
  func aBrokenReferenceIsAnInternalErrorInTheClassesLanguage() throws {
    let root = try TestPaths.makeTemporaryFolder("broken-reference")
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.copyItem(
      at: TestPaths.packageRoot.appendingPathComponent("Lessons/03-optionals"),
      to: root.appendingPathComponent("03-optionals"))
    let folder = root.appendingPathComponent("03-optionals/exercises/optional-binding")
    let broken = "func describe(_ meal: Meal?) -> String { fatalError(\"todo\") }\n"
    try broken.write(
      to: folder.appendingPathComponent("solution.swift"), atomically: true, encoding: .utf8)
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("class/ana"), withIntermediateDirectories: true)
    let file = root.appendingPathComponent("class/ana/optional-binding.swift")
    try broken.write(to: file, atomically: true, encoding: .utf8)
    let grader = try GraderFixture.grader(scratch: root)
    let batch = BatchGrader(
      grader: grader, course: try CourseLoader.load(from: root), jobs: 1, cache: nil)
    let result = batch.gradeOne(
      Submission(student: "ana", exercise: "optional-binding", file: file), language: .zhHans)
    #expect(result.status == .error)
    let message = try #require(result.message)
    #expect(
      message.hasPrefix(
        "内部错误：练习“optional-binding”的参考程序（solution.swift 加上 checks.swift）出错："),
      "\(message)")
    #expect(message.contains("todo"))
  }
}
