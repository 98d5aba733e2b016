import Foundation
import Testing

@testable import TutorSupport

/// The two catalog files against each other and against the code that names their keys.
@Suite struct CatalogTests {
  /// The package's root folder (this file is Tests/TutorSupportTests/CatalogTests.swift).
  private static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Every Swift file under Sources, with its path relative to the root.
  private static func sources() throws -> [(path: String, text: String)] {
    let sources = root.appendingPathComponent("Sources")
    let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
    var found: [(String, String)] = []
    while let url = files?.nextObject() as? URL {
      guard url.pathExtension == "swift" else { continue }
      let relative = String(url.path.dropFirst(root.path.count + 1))
      // Comments may show a call as an example: only code counts.
      let code = try String(contentsOf: url, encoding: .utf8)
        .split(separator: "\n", omittingEmptySubsequences: false)
        .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
        .joined(separator: "\n")
      found.append((relative, code))
    }
    return found
  }

  /// The keys the code names: `Catalog.text("key"`, `Message("key"` and the web pages'
  /// `layout.text("key"` (``PageLayout/text(_:_:)``, the catalog escaped for HTML).
  private static func usedKeys() throws -> [String: String] {
    var used: [String: String] = [:]
    for (path, key) in try namedKeys() { used[key, default: path] = path }
    return used
  }

  /// Each place in the code that names a key, with its file.
  private static func namedKeys() throws -> [(path: String, key: String)] {
    let call = try Regex(#"(?:Catalog\.text|\bMessage|\blayout\.text)\(\s*"([A-Za-z0-9._-]+)""#)
    return try sources().flatMap { path, text in
      text.matches(of: call).compactMap { match in
        match.output[1].substring.map { (path, String($0)) }
      }
    }
  }

  /// A sentence is written in one place: its text in the catalogs, its key in one `Message`
  /// constructor (or one direct render), which every caller uses. No key is let off.
  @Test func everyKeyIsNamedInOnePlace() throws {
    let places = Dictionary(try Self.namedKeys().map { ($0.key, 1) }, uniquingKeysWith: +)
    let several = places.filter { $0.value > 1 }.map(\.key)
    #expect(
      several.sorted() == [],
      "give the sentence one Message constructor and use it everywhere")
  }

  @Test func bothFilesParseWithoutProblems() {
    for language in Language.allCases {
      let problems = Catalog.files[language]?.problems.map { "line \($0.line): \($0.problem)" }
      #expect(problems == [], "\(language.rawValue).catalog")
    }
  }

  @Test func bothLanguagesHaveTheSameKeysAndPlaceholders() throws {
    let english = try #require(Catalog.files[.en]).messages
    let chinese = try #require(Catalog.files[.zhHans]).messages
    #expect(Set(english.keys).subtracting(chinese.keys).sorted() == [], "missing in zh-Hans")
    #expect(Set(chinese.keys).subtracting(english.keys).sorted() == [], "missing in en")
    for (key, text) in english {
      guard let other = chinese[key] else { continue }
      #expect(
        CatalogFile.placeholders(in: text) == CatalogFile.placeholders(in: other),
        "placeholders of \(key)")
    }
  }

  @Test func everyKeyTheCodeNamesIsInTheCatalog() throws {
    let english = try #require(Catalog.files[.en]).messages
    let missing = try Self.usedKeys().filter { english[$0.key] == nil }
    #expect(missing.map { "\($0.key) (\($0.value))" }.sorted() == [])
  }

  @Test func everyCatalogKeyIsUsed() throws {
    let english = try #require(Catalog.files[.en]).messages
    let used = try Self.usedKeys()
    #expect(english.keys.filter { used[$0] == nil }.sorted() == [])
  }

  @Test func noSentenceChoosesItsLanguageInCode() throws {
    let choice = try Regex(#"\.zhHans\s*\?|==\s*\.zhHans|!=\s*\.zhHans|case\s*\(?\s*\.zhHans"#)
    let offenders = try Self.sources().filter { path, text in
      !path.hasPrefix("Sources/TutorSupport/") && text.contains(choice)
    }
    #expect(offenders.map(\.path).sorted() == [])
  }

  @Test func fillingIsOnePassSoAnArgumentCannotInjectAPlaceholder() {
    let filled = Catalog.fill("{what}: expected {want}, got {got}") { name in
      ["what": "f(x)", "want": "1", "got": "{want} and {what}"][name]
    }
    #expect(filled == "f(x): expected 1, got {want} and {what}")
    #expect(Catalog.fill("{a} {missing}") { $0 == "a" ? "A" : nil } == "A {missing}")
  }

  @Test func catalogFileEscapesAndProblems() {
    let file = CatalogFile(
      parsing: "# comment\n\na.b = one\\ntwo {x}\nbad line\na.b = again\nc = back\\\\slash")
    #expect(file.messages["a.b"] == "again")
    #expect(file.messages["c"] == "back\\slash")
    #expect(file.problems.map(\.line) == [4, 5])
    #expect(CatalogFile.placeholders(in: "one\ntwo {x} {y}") == ["x", "y"])
  }
}
