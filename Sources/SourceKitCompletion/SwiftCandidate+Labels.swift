import Foundation

extension SwiftCandidate {
  /// `label`, a call the server lists, with `_ ` before each parameter that has no argument
  /// label, as its declaration says: sourcekit-lsp lists `contains(_ element:)` as
  /// `contains(element: Character)`, and a beginner who typed what the list showed got
  /// "extraneous argument label 'element:'". Which parameters are labelled is read from the
  /// text the server would insert (`contains()`, `split(maxSplits: , …)`); when the two do not
  /// line up, `label` is kept as it is.
  static func declared(_ label: String, text: String) -> String {
    guard let labelArguments = arguments(of: label), labelArguments.list != [""],
      let textArguments = arguments(of: text),
      textArguments.list.count == labelArguments.list.count
    else { return label }
    let parameters = zip(labelArguments.list, textArguments.list).map { parameter, typed in
      let unlabelled = typed.isEmpty
      return unlabelled && !parameter.hasPrefix("_") ? "_ " + parameter : parameter
    }
    return String(label[..<labelArguments.open]) + "(" + parameters.joined(separator: ", ")
      + String(label[labelArguments.close...])
  }

  /// The arguments of the first parenthesised list in `text`, split at its top-level commas
  /// (a closure's type `(Int, Int) -> Bool` stays one), with where the list opens and where its
  /// `)` is; nil without one. `f()` has one empty argument.
  private static func arguments(of text: String)
    -> (list: [String], open: String.Index, close: String.Index)?
  {
    guard let open = text.firstIndex(of: "(") else { return nil }
    var depth = 0
    var list: [String] = []
    var current = ""
    var previous: Character = "("
    for index in text.indices[text.index(after: open)...] {
      let character = text[index]
      defer { previous = character }
      switch character {
      case ")" where depth == 0:
        return (list + [current.trimmingCharacters(in: .whitespaces)], open, index)
      case "," where depth == 0:
        list.append(current.trimmingCharacters(in: .whitespaces))
        current = ""
        continue
      case "(", "[", "<", "{": depth += 1
      case ">" where previous == "-": break  // `->` opens nothing
      case ")", "]", ">", "}": depth -= 1
      default: break
      }
      current.append(character)
    }
    return nil
  }
}
