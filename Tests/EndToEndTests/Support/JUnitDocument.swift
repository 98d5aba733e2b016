import Foundation

#if canImport(FoundationXML)
import FoundationXML
#endif

/// A JUnit XML report, checked for well-formedness with Foundation's strict parser
/// (`XMLParser`: any syntax error is a `parserError`), then read as a tree.
struct JUnitDocument {
  /// One `<testsuite>` with its `<testcase>` elements.
  struct Suite {
    var name: String
    var attributes: [String: String]
    var cases: [Case]
  }

  /// One `<testcase>` and the `<failure>`/`<error>` elements inside it.
  struct Case {
    var name: String
    var failures: [String]
    var errors: [String]
    /// The test case's attributes (`time`, `classname`).
    var attributes: [String: String] = [:]
    /// The `message` of its `<skipped>`, when it has one.
    var skipped: String?
  }

  /// The root element's name.
  var root = ""
  /// The suites, in document order.
  var suites: [Suite] = []
  /// `<testcase>` elements found outside any `<testsuite>`.
  var orphanCases = 0

  /// Parses `text`, throwing when it is not well-formed XML.
  init(_ text: String) throws {
    let parser = XMLParser(data: Data(text.utf8))
    let collector = Collector()
    parser.delegate = collector
    let parsed = parser.parse()
    if !parsed || parser.parserError != nil {
      throw NotWellFormed(
        line: parser.lineNumber, reason: parser.parserError.map { "\($0)" } ?? "parse failed")
    }
    root = collector.root
    suites = collector.suites
    orphanCases = collector.orphanCases
  }

  struct NotWellFormed: Error, CustomStringConvertible {
    let line: Int
    let reason: String
    var description: String { "not well-formed XML (line \(line)): \(reason)" }
  }

  private final class Collector: NSObject, XMLParserDelegate {
    var root = ""
    var suites: [Suite] = []
    var orphanCases = 0
    private var text = ""

    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String] = [:]
    ) {
      if root.isEmpty { root = name }
      text = ""
      switch name {
      case "testsuite":
        suites.append(Suite(name: attributes["name"] ?? "", attributes: attributes, cases: []))
      case "testcase" where suites.isEmpty:
        orphanCases += 1
      case "testcase":
        suites[suites.count - 1].cases.append(
          Case(
            name: attributes["name"] ?? "", failures: [], errors: [], attributes: attributes))
      case "skipped" where !suites.isEmpty && !suites[suites.count - 1].cases.isEmpty:
        let suite = suites.count - 1
        suites[suite].cases[suites[suite].cases.count - 1].skipped = attributes["message"] ?? ""
      default: break
      }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

    func parser(
      _ parser: XMLParser, didEndElement name: String, namespaceURI: String?,
      qualifiedName: String?
    ) {
      guard name == "failure" || name == "error", !suites.isEmpty,
        !suites[suites.count - 1].cases.isEmpty
      else { return }
      let suite = suites.count - 1
      let last = suites[suite].cases.count - 1
      if name == "failure" {
        suites[suite].cases[last].failures.append(text)
      } else {
        suites[suite].cases[last].errors.append(text)
      }
    }
  }
}
