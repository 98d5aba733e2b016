import Foundation
import SourceKitCompletion
import SwiftParser
import SwiftSyntax
import Testing
import TutorSupport
import TutorTestSupport

/// `:doc` and the page's Ctrl-I in the learner's language: MealKit's and Shapes' doc comments
/// carry their Chinese as a `- zh-Hans:` callout, left out in English and shown instead of the
/// English prose in Chinese (the declaration and the code examples stay).
@Suite struct DocumentationLanguageTests {
  static let hover = """
    ```swift
    struct Meal
    ```

    ---

    One meal in the list.

    ```swift
    let salad = Meal(name: "Salad", rating: 4)
    ```

    - Parameters:
      - name: The meal's name.

    - zh-Hans: 列表中的一道菜。

      第二段。
    """

  @Test func symbolLinksReadAsCodeOutsideCodeBlocks() {
    let lines = [
      "Same rules as ``Meal/init(name:photo:rating:)`` and ``Photo``.", "```swift",
      "let link = \"``Meal/name``\"", "```", "An unpaired `` stays.",
    ]
    #expect(
      DocumentationLanguage.symbolLinksAsCode(lines) == [
        "Same rules as `Meal.init(name:photo:rating:)` and `Photo`.", "```swift",
        "let link = \"``Meal/name``\"", "```", "An unpaired `` stays.",
      ])
  }

  @Test func englishLeavesTheCalloutOut() {
    let text = DocumentationLanguage.text(Self.hover, language: .en)
    #expect(!text.contains("zh-Hans") && !text.contains("列表"))
    #expect(text.hasSuffix("  - name: The meal's name."), "\(text)")
    #expect(text.contains("One meal in the list."))
  }

  @Test func chineseIsTheDeclarationTheCalloutAndTheExamples() {
    let text = DocumentationLanguage.text(Self.hover, language: .zhHans)
    #expect(
      text == """
        ```swift
        struct Meal
        ```

        列表中的一道菜。

        第二段。

        ```swift
        let salad = Meal(name: "Salad", rating: 4)
        ```
        """)
  }

  @Test func withoutACalloutChineseReadsTheEnglish() {
    let plain = "```swift\nfunc f()\n```\n\nDoes f."
    #expect(DocumentationLanguage.text(plain, language: .zhHans) == plain)
  }

  /// Every public or open declaration of the sample libraries with a doc comment has Chinese.
  @Test func everyDocumentedPublicDeclarationOfTheLibrariesHasChinese() throws {
    var missing: [String] = []
    for library in ["MealKit", "Shapes"] {
      let folder = TestPaths.packageRoot.appendingPathComponent("Sources/\(library)")
      for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
      where name.hasSuffix(".swift") {
        let source = try String(
          contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        let finder = PublicDocs(viewMode: .sourceAccurate)
        finder.walk(Parser.parse(source: source))
        missing += finder.undocumented.map { "\(library)/\(name): \($0)" }
      }
    }
    #expect(missing.isEmpty, "no `- zh-Hans:` callout: \(missing)")
  }
}

/// The public declarations whose doc comment has no `- zh-Hans:` callout.
private final class PublicDocs: SyntaxVisitor {
  var undocumented: [String] = []

  override func visitPost(_ node: TokenSyntax) {
    guard node.tokenKind == .keyword(.public) || node.tokenKind == .keyword(.open) else { return }
    var found = node.parent
    while let current = found, !current.is(DeclSyntax.self) { found = current.parent }
    guard let declaration = found, declaration.kind != .accessorDecl else { return }
    let comment = declaration.leadingTrivia.compactMap { piece -> String? in
      if case .docLineComment(let text) = piece { return text }
      return nil
    }
    guard !comment.isEmpty, !comment.contains(where: { $0.hasPrefix("/// - zh-Hans:") }) else {
      return
    }
    let words = declaration.trimmedDescription.prefix { $0 != "{" && $0 != "\n" }
    undocumented.append(String(words))
  }

}

extension DocumentationLanguageTests {
  /// sourcekit-lsp's answer for `Meal.init`, two declarations.
  static let several = """
    ## Multiple results

    ```swift
    init?(name: String, photo: Photo? = nil, rating: Int)
    ```

    Creates a meal.

    - zh-Hans: 创建一道菜。

    ---

    ```swift

    init(from decoder: any Decoder) throws
    ```

    Decodes a meal.

    - zh-Hans: 解码一道菜。
    """

  /// Each declaration keeps its own description, below a heading in the reader's language
  /// (the Chinese of both once sat under the first, below an English heading).
  @Test(arguments: [
    (
      TutorSupport.Language.zhHans,
      [
        "## 这个名字有 2 个声明", "init?(name: String, photo: Photo? = nil, rating: Int)", "创建一道菜。",
        "init(from decoder: any Decoder) throws", "解码一道菜。",
      ]
    ),
    (
      TutorSupport.Language.en,
      [
        "## 2 declarations of this name", "init?(name: String, photo: Photo? = nil, rating: Int)",
        "Creates a meal.", "init(from decoder: any Decoder) throws", "Decodes a meal.",
      ]
    ),
  ])
  func severalDeclarationsEachKeepTheirOwnDescription(
    language: TutorSupport.Language, order: [String]
  ) {
    let text = DocumentationLanguage.text(Self.several, language: language)
    let places = order.map { text.range(of: $0)?.lowerBound }
    #expect(!places.contains(nil), "\(text)")
    #expect(places.compactMap { $0 } == places.compactMap { $0 }.sorted(), "\(text)")
    #expect(!text.contains("Multiple results"))
    #expect(text.components(separatedBy: "\n---\n").count == 2, "\(text)")
  }
}
