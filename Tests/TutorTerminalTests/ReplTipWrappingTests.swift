import LessonKit
import Testing

@testable import TutorTerminal

/// A tip or a note longer than the terminal is wrapped under its own indent (a terminal carried
/// it on at column 0, under nothing); quoted code is never touched.
struct ReplTipWrappingTests {
  @Test func aLongTipWrapsUnderItsIndentAndCodeStaysWhole() {
    let code =
      "    1 | let total = scores.reduce(0) { $0 + ($1 > 50 ? 3 : 1) } + bonus + extra + more"
    let tip =
      "    tip: This expression is too complex for Swift to work out its types in reasonable "
      + "time. Split it into smaller ones, each in a `let` of its own."
    let wrapped = Repl.wrapped(code + "\n" + tip, width: 60)
    let lines = wrapped.split(separator: "\n").map(String.init)
    #expect(lines.first == code, "code as it is")
    #expect(lines.count > 2)
    for line in lines.dropFirst() {
      #expect(TerminalWidth.width(of: line) <= 60, "\(line)")
      #expect(line.hasPrefix("    "), "under its indent: \(line)")
    }
    #expect(lines[1].hasPrefix("    tip: This expression"))
    let chinese = Repl.wrapped(
      "    提示：这个表达式太复杂，Swift 无法在合理的时间内推断出其中的类型。请把它拆成几个小的表达式，每个放进自己的 `let`。",
      width: 40)
    for line in chinese.split(separator: "\n") {
      #expect(TerminalWidth.width(of: String(line)) <= 40 && line.hasPrefix("    "), "\(line)")
    }
  }
}
