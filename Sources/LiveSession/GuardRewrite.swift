import SwiftSyntax

/// A top-level `guard let x = … else { … }` binds `x` for the rest of the file; in a session
/// that is the inputs after it, but a guard's names are local to the input's top-level code.
/// The guard becomes a global initialised by a closure, on the same lines:
/// `let x = { guard let x = … else { … }; return x }()` (`try` when it can throw, `var` when
/// it binds with `var`, a tuple for several names).
enum GuardRewrite {
  /// The names a top-level guard binds with `let` or `var`.
  static func names(_ guardStmt: GuardStmtSyntax) -> [String] {
    guardStmt.conditions.compactMap { element -> [String]? in
      guard case .optionalBinding(let binding) = element.condition else { return nil }
      return InputDeclarations.identifiers(in: binding.pattern)
    }.flatMap { $0 }
  }

  /// The two insertions that turn `item` into a global declaration, or nil when it is not a
  /// guard that binds names (or it awaits: that guard stays as it is).
  static func edits(_ item: CodeBlockItemSyntax) -> [(start: Int, end: Int, text: String)]? {
    guard case .stmt(let statement) = item.item,
      let guardStmt = statement.as(GuardStmtSyntax.self)
    else { return nil }
    let names = names(guardStmt)
    guard !names.isEmpty,
      !guardStmt.tokens(viewMode: .sourceAccurate).contains(where: {
        $0.tokenKind == .keyword(.await)
      })
    else { return nil }
    let mutable = guardStmt.conditions.contains { element in
      guard case .optionalBinding(let binding) = element.condition else { return false }
      return binding.bindingSpecifier.tokenKind == .keyword(.var)
    }
    let throwing = guardStmt.tokens(viewMode: .sourceAccurate).contains { token in
      if token.tokenKind == .keyword(.throw) { return true }
      guard token.tokenKind == .keyword(.try), let tryExpr = token.parent?.as(TryExprSyntax.self)
      else { return false }
      return tryExpr.questionOrExclamationMark == nil
    }
    let pattern = names.count == 1 ? names[0] : "(" + names.joined(separator: ", ") + ")"
    let start = guardStmt.positionAfterSkippingLeadingTrivia.utf8Offset
    let end = guardStmt.endPositionBeforeTrailingTrivia.utf8Offset
    let prefix = "\(mutable ? "var" : "let") \(pattern) = \(throwing ? "try " : ""){ "
    return [(start, start, prefix), (end, end, "; return \(pattern) }()")]
  }
}
