import Testing

@testable import TutorChecks

@Suite struct ProbeValueTests {
  @Test func scalarsHaveOneCanonicalText() {
    #expect(42.probeText == "42")
    #expect((-7 as Int8).probeText == "-7")
    #expect(0.1.probeText == "0.1")
    #expect(Double.infinity.probeText == "inf")
    #expect(true.probeText == "true")
    #expect("Soup: \"4\"\n".probeText == #""Soup: \"4\"\n""#)
    #expect(Character("é").probeText == #""é""#)
    #expect("a\u{202E}b\u{85}".probeText == #""a\u{202e}b\u{85}""#)
  }

  @Test func containersAreWrittenInOrderAndHashedOnesSorted() {
    #expect([1, 2, 3].probeText == "[1, 2, 3]")
    #expect(([] as [String]).probeText == "[]")
    #expect(Optional<Int>.none.probeText == "nil")
    #expect(Optional(5).probeText == "5")
    #expect(Set([3, 1, 2]).probeText == "Set([1, 2, 3])")
    #expect(["b": 2, "a": 1].probeText == #"["a": 1, "b": 2]"#)
    #expect(([:] as [String: Int]).probeText == "[:]")
    #expect((1...3).probeText == "1...3")
    #expect(Pair(3, "x").probeText == #"(3, "x")"#)
  }

  @Test func thrownErrorsLoseTheMainModulePrefixOnly() {
    #expect(
      withoutMainPrefix("main.ParseError.bad(main.Line(n: 1))") == "ParseError.bad(Line(n: 1))")
    #expect(withoutMainPrefix("domain.thing") == "domain.thing")
  }

}

@Suite struct ProbeRecordTests {
  @Test func observationsAreFramedJSONWithEveryControlCharacterEscaped() {
    let record = ProbeRecord.observation(
      index: 2, what: "f(\"a\")", value: "\"\u{1}\u{2}\n\\\"", tolerance: 1e-9)
    let framed = record.framed(marker: "m")
    #expect(framed.hasPrefix("\u{1}m {"))
    #expect(framed.hasSuffix("}\u{2}"))
    let body = framed.dropFirst(3).dropLast()
    #expect(!body.contains("\u{1}") && !body.contains("\u{2}") && !body.contains("\n"))
    #expect(body.contains(#""w":"f(\"a\")""#))
    #expect(body.contains(#""tol":1e-09"#))
  }

  @Test func aCheckCarriesItsNamesTaskAndLine() {
    let check = Check("a name", zh: "名字", task: 2, line: 17) {}
    let json = ProbeRecord.begin(index: 0, check: check).json
    #expect(json == #"{"k":"begin","c":0,"n":"a name","zh":"名字","task":2,"line":17}"#)
  }

  @Test func aPersonRunningTheProgramByHandReadsPlainLines() {
    #expect(
      ProbeRecord.observation(index: 0, what: "f()", value: "3", tolerance: nil).plainText
        == "f() = 3\n")
  }
}
