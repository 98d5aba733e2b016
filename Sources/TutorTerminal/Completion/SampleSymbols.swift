import Foundation

/// Swift keywords and the public names of the sample libraries, for Tab completion.
enum SampleSymbols {
  /// The keywords a learner types at the prompt.
  static let keywords = [
    "as", "break", "case", "catch", "class", "continue", "default", "defer", "do", "else",
    "enum", "extension", "false", "fallthrough", "for", "func", "guard", "if", "import", "in",
    "init", "is", "let", "nil", "override", "print", "private", "protocol", "repeat", "return",
    "self", "static", "struct", "super", "switch", "throw", "throws", "true", "try", "var",
    "where", "while", "Int", "Double", "String", "Bool", "Array", "Dictionary", "Optional",
  ]

  /// The `public` and `open` names declared in the `.swift` files under `folders`.
  static func publicNames(in folders: [URL]) -> Set<String> {
    var names: Set<String> = []
    for folder in folders {
      let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
      while let file = files?.nextObject() as? URL {
        guard file.pathExtension == "swift",
          let text = try? String(contentsOf: file, encoding: .utf8)
        else { continue }
        names.formUnion(DeclaredNames.in(text, publicOnly: true))
      }
    }
    return names
  }
}
