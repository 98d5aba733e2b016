import SwiftParser
import SwiftSyntax

/// The changes a REPL input needs to run as its own module in the session host, made on its
/// own lines so every line keeps its number:
///
/// - a top-level `await EXPR` becomes `__tutorAwait { await EXPR }` (and a top-level
///   `for await` loop is wrapped the same way): the input runs as synchronous top-level code,
///   and the bridge runs the awaited work as a task while the main thread waits;
/// - `private` and `fileprivate` on a top-level declaration are blanked out: in one file they
///   mean "this file", which for a session is every later input too;
/// - a top-level `guard let` becomes a global (see ``GuardRewrite``);
/// - a top-level assignment through a subscript or a property shows the variable it changed
///   (see ``ChangedVariable``).
enum InputRewriter {
  /// The rewritten code, where the bridge's closures begin (line and column within the code:
  /// the playground logs the awaited value there too, which the student must not see twice),
  /// and the places of the variables shown after a change, with their names.
  static func rewriteShowingBridges(_ source: String, adding extra: [(Int, Int, String)] = [])
    -> (code: String, bridges: Set<[Int]>, shown: [[Int]: String])
  {
    let code = rewrite(source, adding: extra)
    guard code != source else { return (code, [], [:]) }
    let tree = Parser.parse(source: code)
    let converter = SourceLocationConverter(fileName: "input", tree: tree)
    var bridges: Set<[Int]> = []
    var shown: [[Int]: String] = [:]
    for token in tree.tokens(viewMode: .sourceAccurate) where token.text == "__tutorShown" {
      guard let call = token.parent?.parent?.as(FunctionCallExprSyntax.self),
        let argument = call.arguments.first
      else { continue }
      let location = call.startLocation(converter: converter)
      shown[[location.line, location.column]] = argument.expression.trimmedDescription
    }
    for token in tree.tokens(viewMode: .sourceAccurate) where token.text == "__tutorAwait" {
      guard let call = token.parent?.parent?.as(FunctionCallExprSyntax.self),
        let body = call.trailingClosure?.statements.first
      else { continue }
      let location = body.startLocation(converter: converter)
      bridges.insert([location.line, location.column])
    }
    return (code, bridges, shown)
  }

  /// The rewritten code; `extra` insertions (generated conformances) are made too.
  static func rewrite(_ source: String, adding extra: [(Int, Int, String)] = []) -> String {
    let tree = Parser.parse(source: source)
    var edits: [(start: Int, end: Int, text: String)] = extra.map { ($0.0, $0.1, $0.2) }
    for item in tree.statements {
      edits += privacyEdits(item)
      if let guardEdits = GuardRewrite.edits(item) {
        edits += guardEdits
        continue
      }
      if let shown = ChangedVariable.edit(item) { edits.append(shown) }
      let finder = AwaitFinder(viewMode: .sourceAccurate)
      finder.walk(item)
      edits += finder.edits
    }
    guard !edits.isEmpty else { return source }
    var bytes = Array(source.utf8)
    // From the end backwards; of two insertions at one place, the later-listed goes first.
    for edit in edits.enumerated().sorted(by: {
      ($0.element.start, $0.offset) > ($1.element.start, $1.offset)
    }).map(\.element) {
      bytes.replaceSubrange(edit.start..<edit.end, with: Array(edit.text.utf8))
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  private static func privacyEdits(_ item: CodeBlockItemSyntax) -> [(Int, Int, String)] {
    guard case .decl(let declaration) = item.item,
      let modifiers = declaration.asProtocol(WithModifiersSyntax.self)?.modifiers
    else { return [] }
    return modifiers.compactMap { modifier in
      guard [.keyword(.private), .keyword(.fileprivate)].contains(modifier.name.tokenKind)
      else { return nil }
      let start = modifier.positionAfterSkippingLeadingTrivia.utf8Offset
      let end = modifier.endPositionBeforeTrailingTrivia.utf8Offset
      return (start, end, String(repeating: " ", count: end - start))
    }
  }
}

/// Finds the `await`s of top-level code: not inside closures, functions, types or accessors,
/// whose bodies are async contexts of their own (or not async at all).
private final class AwaitFinder: SyntaxVisitor {
  var edits: [(start: Int, end: Int, text: String)] = []

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: MemberBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  override func visit(_ node: AwaitExprSyntax) -> SyntaxVisitorContinueKind {
    let tried = node.ancestors.contains { $0.is(TryExprSyntax.self) }
    wrap(Syntax(node), throwing: tried)
    return .skipChildren
  }

  /// A top-level `async let x = EXPR` becomes `let x = __tutorAwait { EXPR }`: the child task
  /// could not outlive the input that starts it, so it runs there, and a later `await x` reads
  /// the value (left as it is, the compiler makes the whole input an async entry point, which
  /// ends the host).
  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    guard let modifier = node.modifiers.first(where: { $0.name.tokenKind == .keyword(.async) })
    else { return .visitChildren }
    let start = modifier.positionAfterSkippingLeadingTrivia.utf8Offset
    let end = modifier.endPositionBeforeTrailingTrivia.utf8Offset
    edits.append((start, end, String(repeating: " ", count: end - start)))
    for binding in node.bindings {
      guard let value = binding.initializer?.value else { continue }
      var body = value.trimmedDescription
      var throwing = false
      if let tried = value.as(TryExprSyntax.self) {
        // `try f()` → `try await f()`; `try?` and `try!` handle the error themselves.
        let mark = tried.questionOrExclamationMark?.text ?? ""
        throwing = mark.isEmpty
        let inner = tried.expression.as(AwaitExprSyntax.self)?.expression ?? tried.expression
        body = "try\(mark) await \(inner.trimmedDescription)"
      } else if !value.is(AwaitExprSyntax.self) {
        body = "await " + body
      }
      let start = value.positionAfterSkippingLeadingTrivia.utf8Offset
      let end = value.endPositionBeforeTrailingTrivia.utf8Offset
      edits.append((start, end, (throwing ? "try " : "") + "__tutorAwait { \(body) }"))
    }
    return .skipChildren
  }

  override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
    guard node.awaitKeyword != nil else { return .visitChildren }
    wrap(Syntax(node), throwing: node.tryKeyword != nil, statement: true)
    return .skipChildren
  }

  private func wrap(_ node: Syntax, throwing: Bool, statement: Bool = false) {
    let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
    let end = node.endPositionBeforeTrailingTrivia.utf8Offset
    let text = node.trimmedDescription
    let body = throwing && !statement ? "try " + text : text
    let call = statement && throwing ? "try __tutorAwait { " : "__tutorAwait { "
    edits.append((start, end, call + body + " }"))
  }
}

extension SyntaxProtocol {
  /// The nodes above this one, up to the nearest closure.
  fileprivate var ancestors: [Syntax] {
    var found: [Syntax] = []
    var current = parent
    while let node = current, !node.is(ClosureExprSyntax.self) {
      found.append(node)
      current = node.parent
    }
    return found
  }
}
