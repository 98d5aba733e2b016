import Diagnostics
import Foundation
import Grading
import Reports
import Testing
import TutorSupport

#if canImport(FoundationXML)
import FoundationXML
#endif

/// JUnit XML quotes the student's folder names and the checks' messages and output: a CI page
/// shows them as the text report does (controls and bidi overrides as pictures, a name on one
/// line), the XML is well-formed whatever the text, and nothing joins a `<` into hiding.
@Suite struct JUnitEscapingTests {
  static let hostileStudent = "mallory\r\u{202E}eve\u{0600}\"\u{0301}"
  static let hostileName = "sums\u{0600}<\u{0301}\"&'\t\u{2066}x\n]]>"
  static let hostileMessage =
    "expected 1\r\u{1B}[32mPASS\u{202E}\u{061C}\u{200E}\u{200F}\u{202A}\u{2069}\u{0}\u{FFFE}"

  static func document() -> String {
    let result = GradeResult(
      exercise: "team-score", student: hostileStudent, status: .fail,
      tests: [
        TestResult(
          name: hostileName, status: .fail, message: hostileMessage,
          output: "line 1\nline\t2\u{7}\u{FFFF}\u{0600}<\u{0301}/system-out>")
      ])
    return JUnitReporter.render([result])
  }

  @Test func noControlOrBidiCharacterReachesTheXMLRaw() {
    let xml = Self.document()
    for scalar in xml.unicodeScalars {
      let value = scalar.value
      #expect(value == 0x0A || (value >= 0x20 && value != 0x7F), "raw U+\(value) in the XML")
      #expect(!VisibleText.isHiddenControl(scalar), "raw bidi or C1 U+\(value) in the XML")
      #expect(value != 0xFFFE && value != 0xFFFF)
    }
  }

  @Test func namesAndMessagesReadBackAsTheTextReportShowsThem() throws {
    let parsed = try Parsed(Self.document())
    #expect(
      parsed.attributes["testsuite"]?["name"] == VisibleText.line(Self.hostileStudent)
        + "/team-score")
    #expect(parsed.attributes["testsuite"]?["name"]?.hasPrefix("mallory␍<U+202E>eve") == true)
    #expect(parsed.attributes["testcase"]?["name"] == VisibleText.line(Self.hostileName))
    #expect(parsed.attributes["testcase"]?["name"]?.contains("␉<U+2066>x␊]]>") == true)
    let shown = "expected 1␍␛[32mPASS<U+202E><U+061C><U+200E><U+200F><U+202A><U+2069>␀"
    #expect(parsed.attributes["failure"]?["message"] == shown, "U+FFFE is dropped")
    #expect(parsed.text["failure"] == shown)
    #expect(parsed.text["system-out"] == "line 1\nline\t2␇\u{0600}<\u{0301}/system-out>")
  }

  /// The attributes of the last element of each name and the text inside it, from Foundation's
  /// strict parser (which fails on anything not well-formed).
  final class Parsed: NSObject, XMLParserDelegate {
    var attributes: [String: [String: String]] = [:]
    var text: [String: String] = [:]
    private var open: [String] = []

    init(_ xml: String) throws {
      super.init()
      let parser = XMLParser(data: Data(xml.utf8))
      parser.delegate = self
      if !parser.parse() {
        throw NotWellFormed(reason: parser.parserError.map { "\($0)" } ?? "parse failed")
      }
    }

    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String] = [:]
    ) {
      self.attributes[name] = attributes
      open.append(name)
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      if let name = open.last { text[name, default: ""] += string }
    }

    func parser(
      _ parser: XMLParser, didEndElement name: String, namespaceURI: String?,
      qualifiedName: String?
    ) {
      open.removeLast()
    }
  }

  struct NotWellFormed: Error { let reason: String }
}
