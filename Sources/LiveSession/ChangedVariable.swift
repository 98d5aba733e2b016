import SwiftSyntax

/// A top-level assignment through a subscript or a property (`menu[1] = 20`, `p.x += 3`,
/// `m.photo?.label = "x"`): the playground logs only the value assigned, and a learner sees
/// `Int = 20` where they changed `menu`. The rewriter shows the variable after it (see
/// ``InputRewriter``).
enum ChangedVariable {
  /// Operators that change their left side.
  private static let compound: Set<String> = [
    "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", "&+=", "&-=", "&*=",
  ]

  /// The edit that shows the variable `item` changes through a subscript or a property, right
  /// after it on its line; nil for any other statement (a whole variable's assignment is
  /// logged already, and an `await` is the bridge's).
  static func edit(_ item: CodeBlockItemSyntax) -> (Int, Int, String)? {
    guard case .expr(let expression) = item.item,
      let sequence = expression.as(SequenceExprSyntax.self),
      sequence.elements.count == 3,
      !expression.description.contains("await")
    else { return nil }
    let parts = Array(sequence.elements)
    let assigns =
      parts[1].is(AssignmentExprSyntax.self)
      || parts[1].as(BinaryOperatorExprSyntax.self).map {
        compound.contains($0.operator.text)
      } == true
    guard assigns, let root = root(of: parts[0], nested: false) else { return nil }
    let end = expression.endPositionBeforeTrailingTrivia.utf8Offset
    return (end, end, "; __tutorShown(\(root))")
  }

  /// The variable a subscript or member chain starts at (`menu` of `menu[1].price`), when the
  /// chain has at least one step.
  private static func root(of expression: ExprSyntax, nested: Bool) -> String? {
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      let name = reference.baseName.text
      // A capitalized name is a type's (`Meal.samples[0].rating = 3`): not a value to show.
      guard nested, name != "self", reference.argumentNames == nil,
        name.first?.isUppercase == false
      else { return nil }
      return name
    }
    if let subscriptCall = expression.as(SubscriptCallExprSyntax.self) {
      return root(of: subscriptCall.calledExpression, nested: true)
    }
    if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
      return root(of: base, nested: true)
    }
    if let optional = expression.as(OptionalChainingExprSyntax.self) {
      return root(of: optional.expression, nested: nested)
    }
    if let forced = expression.as(ForceUnwrapExprSyntax.self) {
      return root(of: forced.expression, nested: nested)
    }
    return nil
  }
}
