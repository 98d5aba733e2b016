import LessonKit
import SwiftSyntax
import TutorSupport

/// An exercise's `forbid-api:` (`MealKit.Meal`): the student writes their own declaration,
/// so the sample library's may not be used — not by its qualified name, not through a scoped
/// import, and, when the file declares no type of that name, not by its plain name either
/// (which would then be the library's).
enum ForbiddenAPIRule: SourceRule {
  static func violations(in file: RuleFile) -> [RuleViolation] {
    let apis = file.options.forbiddenAPIs
    guard !apis.isEmpty else { return [] }
    let declared = file.declarations
    let finder = QualifiedNameFinder(converter: file.converter)
    finder.walk(file.tree)
    var found: [RuleViolation] = []
    for api in apis {
      let parts = api.split(separator: ".").map(String.init)
      guard parts.count == 2 else { continue }
      let (module, name) = (parts[0], parts[1])
      var lines = finder.qualified[module + "." + name, default: []]
      if !declared.nestedTypeNames.contains(name) { lines += finder.plain[name, default: []] }
      for line in Set(lines).sorted() {
        found.append(
          RuleViolation(
            rule: .forbiddenAPI(api), line: line,
            message: Message.forbiddenAPI(api).text(file.language))
        )
      }
    }
    return found
  }
}

extension StaticRule {
  /// `forbid-api: [api]`, reported as `forbid-api MealKit.Meal` (also by ``ForbiddenAPICompile``).
  public static func forbiddenAPI(_ api: String) -> StaticRule {
    StaticRule(
      name: "forbid-api \(api)", isRefusal: false,
      title: Message("judge.rule.title.forbid-api", ["api": api]))
  }
}

extension Message {
  /// A sample-library declaration the exercise forbids.
  static func forbiddenAPI(_ api: String) -> Message {
    let name = api.split(separator: ".").last.map(String.init) ?? api
    return Message("judge.rule.forbidden-api", ["name": name, "api": api])
  }
}

/// Where `Module.Name` and plain names are referred to, in expressions, types and imports.
private final class QualifiedNameFinder: SyntaxVisitor {
  let converter: SourceLocationConverter
  var qualified: [String: [Int]] = [:]
  var plain: [String: [Int]] = [:]

  init(converter: SourceLocationConverter) {
    self.converter = converter
    super.init(viewMode: .sourceAccurate)
  }

  private func line(_ node: some SyntaxProtocol) -> Int {
    node.startLocation(converter: converter).line
  }

  private func clean(_ text: String) -> String { text.filter { $0 != "`" } }

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    if let base = node.base?.as(DeclReferenceExprSyntax.self) {
      let key = clean(base.baseName.text) + "." + clean(node.declName.baseName.text)
      qualified[key, default: []].append(line(node))
    }
    return .visitChildren
  }

  override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
    if let base = node.baseType.as(IdentifierTypeSyntax.self) {
      qualified[clean(base.name.text) + "." + clean(node.name.text), default: []].append(line(node))
    }
    return .visitChildren
  }

  override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
    let path = node.path.map { clean($0.name.text) }.joined(separator: ".")
    qualified[path, default: []].append(line(node))
    return .visitChildren
  }

  /// `Name`, or `Module::Name` (a module selector), as an expression.
  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    if let module = node.moduleSelector?.moduleName.text {
      qualified[clean(module) + "." + clean(node.baseName.text), default: []].append(line(node))
    } else if node.parent?.as(MemberAccessExprSyntax.self)?.declName.id != node.id {
      plain[clean(node.baseName.text), default: []].append(line(node))
    }
    return .visitChildren
  }

  /// `Name`, or `Module::Name`, as a type.
  override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
    if let module = node.moduleSelector?.moduleName.text {
      qualified[clean(module) + "." + clean(node.name.text), default: []].append(line(node))
    } else {
      plain[clean(node.name.text), default: []].append(line(node))
    }
    return .visitChildren
  }
}
