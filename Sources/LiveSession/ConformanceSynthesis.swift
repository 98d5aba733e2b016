import SwiftParser
import SwiftSyntax

/// `extension Point: Equatable {}` in a later input than `struct Point`: the compiler
/// synthesizes `==` only in the file that declares the type ("extension outside of file
/// declaring struct 'Point' prevents automatic synthesis"), and every input is a file of its
/// own. So the session writes what the compiler would have: `==` and `hash(into:)` for
/// structs and enums with values, `<` and `allCases` for plain enums, `CodingKeys`,
/// `encode(to:)` and `init(from:)` for structs — inside the extension, on its last line. They
/// are `public`: through `@testable import` the type counts as public in the input that
/// extends it, so its witnesses must be too.
enum ConformanceSynthesis {
  /// The insertions for the extensions of `source` whose types `earlier` declared.
  static func edits(_ source: String, earlier: [InputDeclarations]) -> [(Int, Int, String)] {
    var edits: [(Int, Int, String)] = []
    for item in Parser.parse(source: source).statements {
      guard case .decl(let declaration) = item.item,
        let extensionDecl = declaration.as(ExtensionDeclSyntax.self)
      else { continue }
      let name = extensionDecl.extendedType.trimmedDescription
      guard let shape = earlier.last(where: { $0.shapes[name] != nil })?.shapes[name] else {
        continue
      }
      let added = TypeShape.names(in: extensionDecl.inheritanceClause)
      var known = shape.inherited
      for input in earlier { known.formUnion(input.conformances[name] ?? []) }
      var own: Set<String> = shape.members
      for member in extensionDecl.memberBlock.members {
        if let named = member.decl.asProtocol(NamedDeclSyntax.self) { own.insert(named.name.text) }
        if member.decl.is(InitializerDeclSyntax.self) { own.insert("init") }
      }
      let code = members(for: added, shape: shape, known: known, own: own)
      guard !code.isEmpty else { continue }
      let brace = extensionDecl.memberBlock.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset
      edits.append((brace, brace, " " + code.joined(separator: "; ") + " "))
    }
    return edits
  }

  private static func members(
    for added: Set<String>, shape: TypeShape, known: Set<String>, own: Set<String>
  ) -> [String] {
    let equatableAlready = !known.isDisjoint(with: ["Equatable", "Hashable", "Comparable"])
    let wantsEquality =
      added.contains("Equatable") || added.contains("Hashable")
      || added.contains("Comparable")
    let plainEnum = shape.kind == .enumeration && shape.cases.allSatisfy { $0.arity == 0 }
    var code: [String] = []
    switch shape.kind {
    case .structure:
      if wantsEquality, !equatableAlready, !own.contains("==") { code.append(structEquals(shape)) }
      if added.contains("Hashable"), !own.contains("hash") { code.append(structHash(shape)) }
      let encodes = added.contains("Codable") || added.contains("Encodable")
      let decodes = added.contains("Codable") || added.contains("Decodable")
      guard !shape.properties.isEmpty else { break }
      if encodes || decodes, !own.contains("CodingKeys") { code.append(codingKeys(shape)) }
      if encodes, !own.contains("encode") { code.append(encode(shape)) }
      // Decoding goes through the memberwise initializer, which a type with its own has not.
      if decodes, !own.contains("init") { code.append(decode(shape)) }
    case .enumeration where plainEnum:
      if added.contains("Comparable"), !own.contains("<") { code.append(enumLess(shape)) }
      if added.contains("CaseIterable"), !own.contains("allCases") {
        code.append(
          "public static var allCases: [Self] { [\(shape.cases.map { "." + $0.name }.joined(separator: ", "))] }"
        )
      }
    case .enumeration:
      if wantsEquality, !equatableAlready, !own.contains("==") { code.append(enumEquals(shape)) }
      if added.contains("Hashable"), !own.contains("hash") { code.append(enumHash(shape)) }
    case .other: break
    }
    return code
  }

  private static func structEquals(_ shape: TypeShape) -> String {
    let terms = ["true"] + shape.properties.map { "lhs.\($0.name) == rhs.\($0.name)" }
    return
      "public static func == (lhs: Self, rhs: Self) -> Bool { \(terms.joined(separator: " && ")) }"
  }

  private static func structHash(_ shape: TypeShape) -> String {
    let parts = shape.properties.map { "hasher.combine(\($0.name))" }
    return "public func hash(into hasher: inout Hasher) { \(parts.joined(separator: "; ")) }"
  }

  private static func codingKeys(_ shape: TypeShape) -> String {
    let names = shape.properties.map(\.name).joined(separator: ", ")
    return "public enum CodingKeys: String, CodingKey { case \(names) }"
  }

  private static func encode(_ shape: TypeShape) -> String {
    let parts = shape.properties.map { property -> String in
      let call = optional(property) ? "encodeIfPresent" : "encode"
      return "try container.\(call)(\(property.name), forKey: .\(property.name))"
    }
    return "public func encode(to encoder: any Encoder) throws { var container = encoder.container("
      + "keyedBy: CodingKeys.self); \(parts.joined(separator: "; ")) }"
  }

  /// `init(from:)` through the memberwise initializer: an initializer in an extension of a
  /// struct from another module must delegate to one of the struct's own.
  private static func decode(_ shape: TypeShape) -> String {
    let arguments = shape.properties.filter { !$0.fixed }.map { property -> String in
      let key = ".\(property.name)"
      guard let type = property.type else {
        return "\(property.name): try container.__tutorDecoded(forKey: \(key))"
      }
      if optional(property) {
        let wrapped = String(type.dropLast())
        return "\(property.name): try container.decodeIfPresent((\(wrapped)).self, forKey: \(key))"
      }
      return "\(property.name): try container.decode((\(type)).self, forKey: \(key))"
    }
    return "public init(from decoder: any Decoder) throws { let container = try decoder.container("
      + "keyedBy: CodingKeys.self); self.init(\(arguments.joined(separator: ", "))) }"
  }

  private static func optional(_ property: TypeShape.Property) -> Bool {
    property.type?.hasSuffix("?") == true
  }

  private static func enumLess(_ shape: TypeShape) -> String {
    let cases = shape.cases.enumerated().map { "case .\($0.element.name): return \($0.offset)" }
    return
      "public static func < (lhs: Self, rhs: Self) -> Bool { func order(_ value: Self) -> Int { "
      + "switch value { \(cases.joined(separator: "; ")) } }; return order(lhs) < order(rhs) }"
  }

  private static func enumEquals(_ shape: TypeShape) -> String {
    let cases = shape.cases.map { item -> String in
      guard item.arity > 0 else { return "case (.\(item.name), .\(item.name)): return true" }
      let left = (0..<item.arity).map { "l\($0)" }
      let right = (0..<item.arity).map { "r\($0)" }
      let test = zip(left, right).map { "\($0) == \($1)" }.joined(separator: " && ")
      return "case let (.\(item.name)(\(left.joined(separator: ", "))), "
        + ".\(item.name)(\(right.joined(separator: ", ")))): return \(test)"
    }
    // One case covers every pair: a `default` would never be executed.
    let rest = shape.cases.count > 1 ? "; default: return false" : ""
    return "public static func == (lhs: Self, rhs: Self) -> Bool { switch (lhs, rhs) { "
      + "\(cases.joined(separator: "; "))\(rest) } }"
  }

  private static func enumHash(_ shape: TypeShape) -> String {
    let cases = shape.cases.enumerated().map { index, item -> String in
      let values = (0..<item.arity).map { "v\($0)" }
      let pattern =
        values.isEmpty ? ".\(item.name)" : "let .\(item.name)(\(values.joined(separator: ", ")))"
      let combine = (["\(index)"] + values).map { "hasher.combine(\($0))" }
      return "case \(pattern): \(combine.joined(separator: "; "))"
    }
    return
      "public func hash(into hasher: inout Hasher) { switch self { \(cases.joined(separator: "; ")) } }"
  }
}
