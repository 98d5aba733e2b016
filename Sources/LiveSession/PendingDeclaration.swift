import Foundation
import SwiftParser
import SwiftSyntax

/// A top-level constant (or non-optional variable) declared without a value:
/// `let rowHeight: Int`. In one file the lines after it give it its value
/// (`if hasHeader { rowHeight = 90 } else { rowHeight = 60 }`); in a live session each input
/// is a module of its own, and a later module may not assign another's `let`. So such an
/// input is checked on its own, then waits: it is compiled again, on the generated first line
/// (its lines keep their numbers), with the first later input that names it, and is kept with
/// that input. Until then its name is not in the session, as in one file, where reading it
/// before a value is an error.
struct PendingDeclaration: Sendable, Equatable {
  /// The declaration on one line, as compiled (`let rowHeight: Int`).
  var line: String
  /// The names it declares.
  var names: Set<String>
  /// The input as typed, for what the session keeps (`:save`).
  var source: String

  /// The declarations of `input` when it is nothing but top-level `let`s, or `var`s of a
  /// non-optional type (an optional one starts as `nil`), without values, accessors or
  /// attributes; nil for any other input.
  static func declaredWithoutValue(in input: String) -> [PendingDeclaration]? {
    let tree = Parser.parse(source: input)
    guard !tree.statements.isEmpty, !tree.hasError else { return nil }
    var found: [PendingDeclaration] = []
    for item in tree.statements {
      guard case .decl(let declaration) = item.item,
        let variable = declaration.as(VariableDeclSyntax.self), variable.attributes.isEmpty,
        variable.modifiers.isEmpty
      else { return nil }
      let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
      var parts: [String] = []
      var names: Set<String> = []
      for binding in variable.bindings {
        guard binding.initializer == nil, binding.accessorBlock == nil,
          let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
          let type = binding.typeAnnotation?.type
        else { return nil }
        if !isLet,
          type.is(OptionalTypeSyntax.self)
            || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
        {
          return nil
        }
        names.insert(name.hasPrefix("`") ? String(name.dropFirst().dropLast()) : name)
        parts.append("\(name): \(type.trimmedDescription.squeezed())")
      }
      let line = "\(variable.bindingSpecifier.text) " + parts.joined(separator: ", ")
      found.append(PendingDeclaration(line: line, names: names, source: item.trimmedDescription))
    }
    return found
  }
}

extension PendingDeclaration {
  /// The names `input` declares at top level without a value, when it is more than such
  /// declarations (those wait, ``declaredWithoutValue(in:)``): each must get its value within
  /// the input, since a later input reading a global that was never given one reads zero.
  static func unvalued(in input: String) -> [String] {
    let tree = Parser.parse(source: input)
    var names: [String] = []
    for item in tree.statements {
      guard case .decl(let declaration) = item.item,
        let variable = declaration.as(VariableDeclSyntax.self)
      else { continue }
      let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
      for binding in variable.bindings
      where binding.initializer == nil && binding.accessorBlock == nil {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
          let type = binding.typeAnnotation?.type
        else { continue }
        let optional =
          type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
        if isLet || !optional { names.append(name) }
      }
    }
    return names
  }
}

extension PlaygroundSession {
  /// Keeps `declarations`, which compiled on their own, waiting for the first input that
  /// names them; one waiting under the same name is replaced. The library built to check them
  /// is never loaded: nothing of them runs until that input does.
  func hold(_ declarations: [PendingDeclaration], library: URL) -> PlaygroundResult {
    try? FileManager.default.removeItem(at: library)
    let names = declarations.reduce(into: Set<String>()) { $0.formUnion($1.names) }
    pending.removeAll { !$0.names.isDisjoint(with: names) }
    pending += declarations
    var result = PlaygroundResult(status: .accepted, events: [], message: nil)
    result.waiting = names.sorted()
    return result
  }

  /// The waiting declarations `input` names, in the order they were typed.
  func released(by input: String) -> [PendingDeclaration] {
    guard !pending.isEmpty else { return [] }
    let used = InputDeclarations(input).used
    return pending.filter { !$0.names.isDisjoint(with: used) }
  }

  /// The names declared without a value that still wait for an input naming them.
  public var waitingNames: [String] {
    pending.reduce(into: Set<String>()) { $0.formUnion($1.names) }.sorted()
  }
}
