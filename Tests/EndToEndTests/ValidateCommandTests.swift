import Foundation
import Testing
import TutorTestSupport

/// `swift-tutor validate` as a teacher runs it: a lesson's folder checks that lesson alone,
/// a second run takes it from the cache and says so, in the teacher's language, and an unknown
/// lesson is a usage error (found before anything is compiled).
@Suite struct ValidateCommandTests {
  @Test(.tags(.toolchain, .jail)) func aLessonFolderIsValidatedAloneThenTakenFromTheCache() throws {
    let root = try TestPaths.makeTemporaryFolder("validate-cli")
    defer { try? FileManager.default.removeItem(at: root) }
    try TinyCourse().write(to: root)
    let lesson = root.appendingPathComponent("02-words").path
    let arguments = ["validate", lesson, "--lang", "zh-Hans", "--seeds", "5"]
    let first = try TutorBinary.run(arguments)
    #expect(first.status == 0, "\(first.transcript)")
    #expect(first.stdout.contains("1 课，1 道练习：0 个错误，0 个警告"), "\(first.transcript)")
    #expect(first.stdout.contains("取自缓存（上次检查之后没有改动）：1 道练习中的 0 道，1 个代码块中的 0 个"))
    let second = try TutorBinary.run(arguments)
    #expect(second.status == 0, "\(second.transcript)")
    #expect(second.stdout.contains("1 道练习中的 1 道，1 个代码块中的 1 个"), "\(second.transcript)")
    let english = try TutorBinary.run(
      ["validate", root.path, "--lesson", "1", "--lang", "en", "--seeds", "5"])
    #expect(english.status == 0, "\(english.transcript)")
    #expect(english.stdout.contains("1 lesson, 1 exercise: 0 errors, 0 warnings"))
    #expect(
      english.stdout.contains(
        "taken from the cache, unchanged since they were checked: 0 of 1 exercises and 0 of 1"
          + " code blocks"), "\(english.transcript)")
  }

  @Test func anUnknownLessonIsAUsageError() throws {
    let root = try TestPaths.makeTemporaryFolder("validate-cli")
    defer { try? FileManager.default.removeItem(at: root) }
    try TinyCourse().write(to: root)
    let unknown = try TutorBinary.run(["validate", root.path, "--lesson", "9", "--lang", "en"])
    #expect(unknown.status == 2)
    #expect(
      unknown.stderr.contains("no lesson '9' in the course at \(root.standardizedFileURL.path)"))
    let twice = try TutorBinary.run(
      ["validate", root.appendingPathComponent("01-sizes").path, "--lesson", "1", "--lang", "en"])
    #expect(twice.status == 2)
    #expect(twice.stderr.contains("give the lesson either as a folder or with --lesson, not both"))
  }
}
