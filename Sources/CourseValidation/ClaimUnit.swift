import Diagnostics
import Foundation
import LessonKit
import TutorSupport

/// One thing `validate` compiles for a lesson's code block: the block after the examples it
/// builds on (`after: N`), with what it claims. The same unit in several files (a translation
/// with the same code) is compiled once and reported at each place.
struct ClaimUnit: Hashable, Sendable {
  /// The code compiled: the examples it builds on, then the block.
  let source: String
  /// How many lines of `source` come before the block's first line.
  let prefixLines: Int
  /// What the block claims (the output block's line left out: it differs between files).
  let claims: BlockClaims
  /// The example the block follows, for messages.
  let after: Int?

  /// The line of `diagnostic` in the block, or nil when it is in the code the block follows.
  func blockLine(_ diagnostic: Diagnostic) -> Int? {
    diagnostic.line > prefixLines ? diagnostic.line - prefixLines : nil
  }

  /// One place the unit is written: a file and the block in it.
  struct Place: Hashable, Sendable {
    let file: URL
    let block: SwiftBlock

    /// The file line of line `line` of the block.
    func fileLine(_ line: Int) -> Int { block.firstCodeLine + line - 1 }

    /// "example 3" or "the code block that does not compile", in `language`.
    func name(_ language: Language) -> String {
      guard let number = block.example else {
        return Catalog.text("judge.validate.failing-block", language)
      }
      return Catalog.text("judge.validate.example", language, ["number": number])
    }
  }

  /// Every unit of `lessons` with the places it is written, in course order.
  static func units(of lessons: [Lesson]) -> [(unit: ClaimUnit, places: [Place])] {
    var order: [ClaimUnit] = []
    var places: [ClaimUnit: [Place]] = [:]
    for lesson in lessons {
      for language in lesson.languages {
        let text = lesson.text(language)
        let blocks = text.blocks.blocks
        for block in blocks {
          let unit = ClaimUnit(block, in: blocks)
          if places[unit] == nil { order.append(unit) }
          places[unit, default: []].append(Place(file: text.file, block: block))
        }
      }
    }
    return order.map { ($0, places[$0] ?? []) }
  }

  /// The unit of `block`, whose earlier examples are `blocks`.
  init(_ block: SwiftBlock, in blocks: [SwiftBlock]) {
    var chain: [SwiftBlock] = []
    var next = block.claims.after
    while let number = next, let earlier = blocks.first(where: { $0.example == number }),
      !chain.contains(earlier)
    {
      chain.insert(earlier, at: 0)
      next = earlier.claims.after
    }
    let prefix = chain.map { $0.code.hasSuffix("\n") ? $0.code : $0.code + "\n" }.joined()
    source = prefix + block.code
    prefixLines = prefix.reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
    var claims = block.claims
    claims.outputLine = nil
    self.claims = claims
    after = block.claims.after
  }
}
