/// A fenced Swift block of a lesson that `validate` compiles: every `swift` block but
/// `swift norun`, with what it claims about itself (see ``BlockClaims``).
public struct SwiftBlock: Hashable, Sendable {
  /// The Swift code.
  public let code: String
  /// The file line of the opening fence.
  public let fenceLine: Int
  /// What the block says it does.
  public let claims: BlockClaims
  /// Its number among the runnable examples (`:run N`); nil for a block that must not compile.
  public let example: Int?

  /// Creates a block.
  public init(code: String, fenceLine: Int, claims: BlockClaims, example: Int?) {
    self.code = code
    self.fenceLine = fenceLine
    self.claims = claims
    self.example = example
  }

  /// The file line of the first line of code.
  public var firstCodeLine: Int { fenceLine + 1 }
}

/// The compiled blocks of a lesson text, in document order, and what is wrong with their info
/// strings (at file lines).
public struct LessonBlocks: Hashable, Sendable {
  /// One problem with a block's claims.
  public struct Problem: Hashable, Sendable {
    /// The file line of the fence.
    public let line: Int
    /// What is wrong.
    public let message: String
  }

  /// The blocks `validate` compiles.
  public private(set) var blocks: [SwiftBlock] = []
  /// What could not be understood.
  public private(set) var problems: [Problem] = []

  /// Scans `document`: numbers the runnable examples, reads info strings and gives each
  /// ```` ```output ```` block to the Swift block right before it.
  public init(_ document: MarkdownNode) {
    var examples = 0
    scan(document.children, examples: &examples)
  }

  private mutating func scan(_ nodes: [MarkdownNode], examples: inout Int) {
    var previousWasBlock = false
    for node in nodes {
      guard case .codeBlock(let info, let literal, let line) = node else {
        previousWasBlock = false
        scan(node.children, examples: &examples)
        continue
      }
      let words = InfoString(info)
      let compiled = words.language == "swift" && !words.has("norun") && !words.has("no-run")
      defer { previousWasBlock = compiled }
      if words.language == "output" {
        attachOutput(literal, line: line, rightAfterBlock: previousWasBlock)
        continue
      }
      guard compiled else { continue }
      var (claims, messages) = BlockClaims.read(words)
      if let after = claims.after, after > examples {
        messages.append("'after: \(after)' names an example that does not come before this block")
        claims.after = nil
      }
      problems += messages.map { Problem(line: line, message: $0) }
      if !claims.mustFail { examples += 1 }
      blocks.append(
        SwiftBlock(
          code: literal, fenceLine: line, claims: claims, example: claims.mustFail ? nil : examples)
      )
    }
  }

  private mutating func attachOutput(_ text: String, line: Int, rightAfterBlock: Bool) {
    guard rightAfterBlock, var last = blocks.popLast() else {
      problems.append(
        Problem(
          line: line,
          message: "an ```output block must come right after the swift example whose output it"
            + " shows"))
      return
    }
    if last.claims.mustFail {
      problems.append(
        Problem(line: line, message: "a block that does not compile has no output to show"))
    } else if last.claims.crash != nil {
      problems.append(
        Problem(
          line: line,
          message: "a block that crashes cannot claim its output (what it printed before the"
            + " crash may never reach a pipe); show the output in an example of its own"))
    }
    var claims = last.claims
    claims.output = text
    claims.outputLine = line
    last = SwiftBlock(
      code: last.code, fenceLine: last.fenceLine, claims: claims, example: last.example)
    blocks.append(last)
  }
}
