import Foundation
import Grading
import Reports
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

/// No report line carries a command a CI runner would read, whatever a student wrote.
@Suite struct CILogTests {
  /// Student text that a runner reads as a command, each with how a text report shows it.
  static let attacks: [(said: String, shown: String)] = [
    ("::error title=swift-tutor::forged", "\\::error title=swift-tutor::forged"),
    ("  ::add-mask::secret", "  \\::add-mask::secret"),
    ("\u{3000}::stop-commands::token", "\u{3000}\\::stop-commands::token"),
    (
      "FAIL eve ##[warning title=Teacher]Marks are final",
      "FAIL eve #\\#[warning title=Teacher]Marks are final"
    ),
    ("##vso[task.logissue type=error]void", "#\\#vso[task.logissue type=error]void"),
    ("##teamcity[buildStatus text='void']", "#\\#teamcity[buildStatus text='void']"),
    ("###[error]x", "##\\#[error]x"),
    ("a :: b ## [c] #x[", "a :: b ## [c] #x["),
    // A runner cuts lines at \r too, and a CSV's rows end in \r\n (one Swift Character).
    ("a,1\r\n::error::INJECT,1\r\n", "a,1\r\n\\::error::INJECT,1\r\n"),
    ("z\r::error::INJECT4", "z\r\\::error::INJECT4"),
    ("::\u{301}error::x", "\\::\u{301}error::x"),
  ]

  @Test(arguments: attacks) func textShowsEveryMarkerWithABackslash(
    attack: (said: String, shown: String)
  ) {
    #expect(!CILog.isSafe(attack.said) || attack.said == attack.shown)
    #expect(CILog.text(attack.said) == attack.shown)
    #expect(CILog.isSafe(CILog.text(attack.said)))
    let lines = "first\n" + attack.said + "\nlast"
    #expect(CILog.isSafe(CILog.text(lines)))
  }

  @Test(arguments: attacks) func jsonAndMarkupKeepTheStudentsWords(
    attack: (said: String, shown: String)
  ) throws {
    let encoded = try JSONEncoder().encode(["name": attack.said])
    let json = CILog.json(String(decoding: encoded, as: UTF8.self))
    #expect(CILog.isSafe(json))
    let decoded = try JSONDecoder().decode([String: String].self, from: Data(json.utf8))
    #expect(decoded["name"] == attack.said)
    let markup = CILog.markup("<p>\n" + attack.said + "\n</p>")
    #expect(CILog.isSafe(markup))
    let text = try XMLDocument(xmlString: markup).rootElement()?.stringValue
    // An XML reader ends lines in \n whatever they were written with.
    let lines = ("\n" + attack.said + "\n").replacing("\r\n", with: "\n").replacing(
      "\r", with: "\n")
    #expect(text == lines)
  }
}
