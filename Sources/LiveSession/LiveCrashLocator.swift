import Diagnostics
import Foundation
import Grading
import TutorSupport

/// Where a crash of the live session's host was in the input it ran: the host writes its
/// frames as they are and, for each input library it loaded, where (``CrashImages`` in
/// `PlaygroundRuntime`); the frames inside this input's library are looked up in it, the way
/// ``CrashLocator`` looks up a graded program's.
///
/// The lines come from the learner's own process: only the load address of the library this
/// session compiled for the input is read from them (by its file name), and only hexadecimal
/// addresses; a forged line changes nothing but the place the learner's own message names.
struct LiveCrashLocator {
  /// The input's library.
  let library: URL
  /// The source file the input was compiled from, as its line tables name it.
  let sourceName: String
  /// The line of that file that is the input's first.
  let firstLine: Int
  /// `llvm-symbolizer`, nil when the toolchain has none.
  let symbolizer: URL?

  /// An input kept before this one: its library, the file it was compiled from, its code.
  struct Earlier {
    let library: URL
    let sourceName: String
    let source: String
  }

  /// The inputs kept before this one, whose code the crash may have been in.
  var earlier: [Earlier] = []

  /// What each library's line starts with.
  static let imageMarker = "swift-tutor-crash-image"

  /// The input's line the crash happened at (and the line that called it), when its frames
  /// reach the input's own code.
  func site(in stderr: String) -> CrashSite? {
    guard let frames = CrashLocator.addresses(in: stderr) else { return nil }
    let bases = Self.images(in: stderr)
    guard let base = bases[library.lastPathComponent] else { return nil }
    // A frame is this library's when no other library was loaded between its base and it.
    let above = bases.values.filter { $0 > base }.min() ?? UInt.max
    let inside = frames.enumerated().filter { $0.element >= base && $0.element < above }
    guard let first = inside.first else { return nil }
    var locator = CrashLocator(
      program: library, studentFile: sourceName, symbolizer: symbolizer)
    locator.firstLine = firstLine
    return locator.site(
      of: inside.map { $0.element - base }, startingAtTheFault: first.offset == 0)
  }

  /// The line of an earlier input's code the crash happened in, and that line (trimmed), when
  /// the innermost of the learner's frames is in a function an earlier input declared: among
  /// the frames below the first in this input's library, the innermost an earlier input's line
  /// tables name.
  func earlierSite(in stderr: String) -> (line: Int, code: String)? {
    guard !earlier.isEmpty, let frames = CrashLocator.addresses(in: stderr) else { return nil }
    let bases = Self.images(in: stderr)
    // The frames of `library` loaded at `base`: within its file's size (its code is), so that
    // the standard library's frames, mapped anywhere, are not taken for an input's.
    let framesOf = { (library: URL, base: UInt) -> [(offset: Int, element: UInt)] in
      let size = (try? FileManager.default.attributesOfItem(atPath: library.path))?[.size]
      let end = base &+ UInt((size as? Int) ?? 0)
      return frames.enumerated().filter { $0.element >= base && $0.element < end }.map { $0 }
    }
    // A closure of this input that an earlier function called back is this input's crash.
    let mine =
      bases[library.lastPathComponent].flatMap { framesOf(library, $0).first?.offset } ?? Int.max
    var found: (index: Int, line: Int, code: String)?
    for input in earlier {
      guard let base = bases[input.library.lastPathComponent] else { continue }
      let inside = framesOf(input.library, base)
      guard let first = inside.first, first.offset < min(mine, found?.index ?? Int.max) else {
        continue
      }
      var locator = CrashLocator(
        program: input.library, studentFile: input.sourceName, symbolizer: symbolizer)
      locator.firstLine = firstLine
      let lines = input.source.split(separator: "\n", omittingEmptySubsequences: false)
      guard
        let site = locator.site(
          of: inside.map { $0.element - base }, startingAtTheFault: first.offset == 0),
        site.line <= lines.count
      else { continue }
      let code = lines[site.line - 1].trimmingCharacters(in: .whitespaces)
      found = (first.offset, site.line, VisibleText.line(code))
    }
    return found.map { ($0.line, $0.code) }
  }

  /// The load address of each library named by an image line, the last line for a name.
  static func images(in stderr: String) -> [String: UInt] {
    var found: [String: UInt] = [:]
    for line in stderr.split(separator: "\n").suffix(256) where line.hasPrefix(imageMarker + " ") {
      let words = line.split(separator: " ")
      guard words.count == 3, words[1].count <= 16, let base = UInt(words[1], radix: 16) else {
        continue
      }
      found[String(words[2])] = base
    }
    return found
  }
}
