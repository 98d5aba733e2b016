// swift-tutor: the executable does all the I/O; the libraries are pure API.
import ArgumentParser
import Foundation

// Errors are values up to here, and printed once, here: a `TutorError` in the language the
// command's own `--lang` chose (`LanguageOption.forErrors(of:)`), ArgumentParser's in its words.
var command: (any ParsableCommand)?
do {
  command = try SwiftTutor.parseCommand()
  try command?.run()
} catch let error as TutorError {
  let language = LanguageOption.forErrors(of: command)
  Console.error(error.text(language))
  exit(error.exitCode)
} catch {
  let code = SwiftTutor.exitCode(for: error)
  let message = SwiftTutor.fullMessage(for: error)
  if code.isSuccess {
    if !message.isEmpty { print(message) }
  } else if !message.isEmpty {
    Console.error(message)
  }
  // Usage errors exit 2 (ArgumentParser's default is 64): docs/design.md, "Exit statuses".
  exit(code == .validationFailure ? 2 : code.rawValue)
}
