public import Foundation

/// What `swift-tutor new` did: the files it wrote and what the author should know or do next.
public struct ScaffoldResult: Sendable {
  /// The new folder (lesson or exercise).
  public var folder: URL
  /// The files written, in order.
  public var created: [URL] = []
  /// Sentences for the author: a list that was updated, or one they must update themselves.
  public var notes: [String] = []

  /// An empty result for `folder`.
  public init(folder: URL) { self.folder = folder }
}

/// Why `swift-tutor new` wrote nothing (or stopped): an invalid name, a name in use, a file
/// that exists (never overwritten), or a file that cannot be written.
public struct ScaffoldError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What is wrong and what to do.
  public let message: String

  /// An error with a message for the author.
  public init(_ message: String) { self.message = message }

  /// The message.
  public var description: String { message }
}

/// Writing scaffold files: names checked, nothing overwritten.
enum ScaffoldFiles {
  /// Whether `name` is a valid id: lowercase words of letters and digits joined by dashes,
  /// starting with a letter (`optional-binding`).
  static func isValidID(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, ("a"..."z").contains(first),
      !name.hasSuffix("-"), !name.contains("--")
    else { return false }
    return name.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
    }
  }

  /// Throws unless `name` is a valid id.
  static func checkID(_ name: String, what: String) throws(ScaffoldError) {
    guard isValidID(name) else {
      throw ScaffoldError(
        "'\(name)' is not a valid \(what): use lowercase letters, digits and single dashes,"
          + " starting with a letter (like `optional-binding`)")
    }
  }

  /// Creates `folder` (refusing one that exists) and writes `files` (name → text) into it.
  static func write(_ files: [(String, String)], into folder: URL, result: inout ScaffoldResult)
    throws(ScaffoldError)
  {
    guard !FileManager.default.fileExists(atPath: folder.path) else {
      throw ScaffoldError(
        "\(folder.path) already exists; nothing was written (choose another name)")
    }
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      for (name, text) in files {
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url, options: .withoutOverwriting)
        result.created.append(url)
      }
    } catch {
      throw ScaffoldError("cannot write in \(folder.path): \(error.localizedDescription)")
    }
  }

  /// Replaces the text of `file` (atomically).
  static func rewrite(_ file: URL, with text: String) throws(ScaffoldError) {
    do {
      try Data(text.utf8).write(to: file, options: .atomic)
    } catch {
      throw ScaffoldError("cannot update \(file.path): \(error.localizedDescription)")
    }
  }
}
