import Foundation

/// What loading finds wrong with a lesson text's code blocks, before anything is compiled:
/// info strings it cannot read, `:run N` naming an example that does not exist, a face marker
/// unknown or not closed (``FaceText``), and a translation whose checked blocks differ from
/// the English ones.
enum BlockLint {
  /// Logs the problems of `text`'s blocks and of its `:run N` mentions.
  static func check(_ text: LessonText, log: inout ProblemLog) {
    for problem in FaceText.problems(in: text.body) {
      log.error(text.file, line: text.bodyFirstLine + problem.offset, problem.message)
    }
    for problem in text.blocks.problems {
      log.error(text.file, line: problem.line, problem.message)
    }
    let count = text.examples.count
    for (offset, line) in text.body.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      for number in runNumbers(in: line) where number < 1 || number > count {
        log.error(
          text.file, line: text.bodyFirstLine + offset,
          "`:run \(number)` names an example this lesson does not have (it has \(count))")
      }
    }
  }

  /// Warns when `translation` has other checked blocks than `english`: a different number of
  /// examples (so `:run N` differs) or other claims.
  static func compare(_ translation: LessonText, with english: LessonText, log: inout ProblemLog) {
    let theirs = translation.blocks.blocks
    let ours = english.blocks.blocks
    for (index, pair) in zip(theirs, ours).enumerated()
    where comparable(pair.0.claims) != comparable(pair.1.claims) {
      log.warning(
        translation.file, line: pair.0.fenceLine,
        "block \(index + 1) claims something else than in \(english.file.lastPathComponent)"
          + " (line \(pair.1.fenceLine)); keep the same blocks and claims in every language")
      return
    }
    if theirs.count != ours.count {
      log.warning(
        translation.file,
        "\(theirs.count) checked code blocks here, \(ours.count) in"
          + " \(english.file.lastPathComponent); keep the same blocks in the same order, so that"
          + " `:run N` is the same example in every language")
    }
  }

  /// The claims without the file line of the output block, which differs between files.
  private static func comparable(_ claims: BlockClaims) -> BlockClaims {
    var claims = claims
    claims.outputLine = nil
    return claims
  }

  /// The numbers `N` of every `:run N` in `line`.
  static func runNumbers(in line: Substring) -> [Int] {
    var numbers: [Int] = []
    var rest = line[...]
    while let range = rest.range(of: ":run ") {
      let digits = rest[range.upperBound...].prefix { $0.isASCII && $0.isNumber }
      if let number = Int(digits) { numbers.append(number) }
      rest = rest[range.upperBound...]
    }
    return numbers
  }
}
