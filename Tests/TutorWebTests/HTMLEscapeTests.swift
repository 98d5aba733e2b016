import Testing

@testable import TutorWeb

/// `HTML.escape` by Unicode scalar: a mark that joins `<` into one `Character` (U+0600 before
/// it, a combining mark after it) must not let it through raw, or a learner's own text could
/// close the editor's `<textarea>` and write the page.
@Suite struct HTMLEscapeTests {
  static let specials: [Unicode.Scalar] = ["<", ">", "\"", "&", "'"]

  /// Each special character alone, after U+0600, before U+0301, between both, and after a
  /// letter with a combining mark.
  static var joinedTexts: [String] {
    specials.flatMap { special in
      [
        "\(special)", "\u{0600}\(special)", "\(special)\u{0301}", "\u{0600}\(special)\u{0301}",
        "e\u{0301}\(special)", "\u{0600}\u{0600}\(special)\u{0301}\u{0308}x",
      ]
    }
  }

  @Test func everySpecialScalarIsAnEntityWhateverItJoins() {
    for text in Self.joinedTexts {
      let escaped = HTML.escape(text)
      let raw = escaped.unicodeScalars.filter { ["<", ">", "\"", "'"].contains($0) }
      #expect(raw.isEmpty, "\(Array(text.unicodeScalars)) → \(escaped)")
      #expect(Self.scalars(Self.unescape(escaped)) == Self.scalars(text), "\(escaped)")
    }
  }

  @Test func aLearnersTextCannotCloseTheTextarea() {
    for code in [
      "\u{0600}</textarea><script>alert(1)</script>", "</textarea\u{0301}>\u{0301}",
      "x\u{0600}<\u{0600}/textarea>", "\"\u{0301} onfocus=alert(1) '\u{0301}",
    ] {
      let page = "<textarea name=\"code\">\(HTML.escape(code))</textarea>"
      #expect(page.unicodeScalars.filter { $0 == "<" }.count == 2, "\(page)")
      #expect(page.unicodeScalars.filter { $0 == "\"" }.count == 2, "\(page)")
    }
  }

  private static func scalars(_ text: String) -> [Unicode.Scalar] { Array(text.unicodeScalars) }

  /// The five entities `HTML.escape` writes, read back scalar by scalar.
  private static func unescape(_ text: String) -> String {
    let entities: [String: Unicode.Scalar] = [
      "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "#39": "'",
    ]
    var out = String.UnicodeScalarView()
    var name: String.UnicodeScalarView?
    for scalar in text.unicodeScalars {
      if var pending = name {
        if scalar == ";" {
          out.append(entities[String(pending)] ?? "?")
          name = nil
        } else {
          pending.append(scalar)
          name = pending
        }
      } else if scalar == "&" {
        name = String.UnicodeScalarView()
      } else {
        out.append(scalar)
      }
    }
    return String(out)
  }
}
