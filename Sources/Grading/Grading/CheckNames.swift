import SwiftParser
import SwiftSyntax
public import TutorSupport

/// The names of an exercise's checks in both languages, read from its `checks.swift`: each
/// `check("English", zh: "中文") { … }` whose names are plain string literals. A report keeps a
/// check's name in its student's language; this says it in another (the teacher's), without
/// running anything. A name built at run time (interpolated, in a loop) is not known here.
public struct CheckNames: Sendable {
  /// For each language, every known name (in either language) said in it.
  private var said: [Language: [String: String]] = [:]

  /// The names of the checks in `checks` (the text of a `checks.swift`).
  public init(checks: String) {
    let finder = NamePairFinder(viewMode: .sourceAccurate)
    finder.walk(Parser.parse(source: checks))
    for (english, chinese) in finder.pairs {
      for name in [english, chinese] {
        said[.en, default: [:]][name] = english
        said[.zhHans, default: [:]][name] = chinese
      }
    }
  }

  /// `name` (a check's name in either language) in `language`; nil when it is not known.
  public func name(_ name: String, in language: Language) -> String? {
    said[language]?[name]
  }
}

private final class NamePairFinder: SyntaxVisitor {
  var pairs: [(String, String)] = []

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    guard node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "check",
      let first = node.arguments.first, first.label == nil,
      let zh = node.arguments.first(where: { $0.label?.text == "zh" }),
      let en = Self.plain(first.expression), let chinese = Self.plain(zh.expression)
    else { return .visitChildren }
    pairs.append((en, chinese))
    return .visitChildren
  }

  /// The value of a string literal without interpolation, escapes read; nil for anything else.
  private static func plain(_ expression: ExprSyntax) -> String? {
    expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
  }
}
