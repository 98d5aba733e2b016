import SwiftParser
import SwiftSyntax

/// Where a program's functions log their parameters: the playground transform logs each
/// parameter of a function as it is entered, at the parameter's own place (its line and column
/// in the compiled program). A later input that calls the function gets these records from the
/// earlier input's module; knowing the places, the session shows them on the calling line,
/// as it does when the function and the call are one input (lesson 1 promises the values).
enum ParameterPlaces {
  /// The places (physical line, column, both 1-based) of every parameter of every function,
  /// initializer and subscript in `source`, closures' excepted (they log on their own line).
  static func of(_ source: String) -> Set<[Int]> {
    let tree = Parser.parse(source: source)
    let converter = SourceLocationConverter(fileName: "input", tree: tree)
    let finder = Finder(viewMode: .sourceAccurate)
    finder.walk(tree)
    return Set(
      finder.parameters.map {
        let place = $0.startLocation(converter: converter)
        return [place.line, place.column]
      })
  }

  private final class Finder: SyntaxVisitor {
    var parameters: [FunctionParameterSyntax] = []

    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
      parameters.append(node)
      return .visitChildren
    }
  }
}
