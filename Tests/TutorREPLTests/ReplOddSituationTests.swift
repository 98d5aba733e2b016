import Foundation
import Testing
import TutorREPL

/// What a student runs into off the happy path: files that vanished or are not text.
@Suite(.serialized) struct ReplOddSituationTests {
  @Test func checkSaysWhyAFileItCannotReadWasNotGraded() throws {
    let repl = try ReplFixture()
    try repl.run([":exercise team-score"])
    let file = try repl.file("team-score")
    let notUTF8 = Data([0x6C, 0x65, 0x74, 0x20, 0xE9, 0xFF, 0x0A])
    try notUTF8.write(to: file)
    repl.output.clear()
    try repl.run([":check"])
    #expect(repl.output.errors.contains("Cannot read \(file.path): it is not a UTF-8 text file."))
    #expect(!repl.output.text.contains("Starter written"))
    #expect(try Data(contentsOf: file) == notUTF8, "the student's file is left alone")

    try FileManager.default.removeItem(at: file)
    repl.output.clear()
    try repl.run([":check"])
    #expect(repl.output.errors.contains("Your file \(file.path) is gone"))
    #expect(repl.output.text.contains("Starter written to \(file.path)"))
  }
}
