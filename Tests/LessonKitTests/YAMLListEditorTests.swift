import Testing

@testable import LessonKit

@Suite struct YAMLListEditorTests {
  private func append(_ item: String, _ key: String, _ text: String) -> String? {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard
      case .appended(let edited) = YAMLListEditor.append(
        item, to: key, in: lines, within: lines.indices)
    else { return nil }
    return edited.joined(separator: "\n")
  }

  @Test func aBlockListGetsTheItemAfterItsLastItemWithTheSameIndent() {
    let text = "# order\nlessons:\n    - 01-a  # first\n\n    - 02-b\n# the end\ntitle: T\n"
    #expect(
      append("03-c", "lessons", text)
        == "# order\nlessons:\n    - 01-a  # first\n\n    - 02-b\n    - 03-c\n# the end\ntitle: T\n"
    )
  }

  @Test func aListAtColumnZeroAndAnEmptyKeyWork() {
    #expect(append("c", "lessons", "lessons:\n- a\n- b\n") == "lessons:\n- a\n- b\n- c\n")
    #expect(append("a", "lessons", "title: T\nlessons:\n") == "title: T\nlessons:\n  - a\n")
  }

  @Test func aFlowListKeepsItsComment() {
    #expect(
      append("c", "exercises", "exercises: [a, b]  # order") == "exercises: [a, b, c]  # order")
    #expect(append("a", "exercises", "exercises: []") == "exercises: [a]")
  }

  @Test func otherFormsAreLeftToTheAuthor() {
    let lines = ["exercises: [a,", "  b]"]
    #expect(YAMLListEditor.append("c", to: "exercises", in: lines, within: 0..<2) == .unsupported)
    #expect(YAMLListEditor.append("c", to: "lessons", in: ["title: x"], within: 0..<1) == .noKey)
    #expect(
      YAMLListEditor.append("c", to: "lessons", in: ["lessons: x"], within: 0..<1) == .unsupported)
    #expect(YAMLListEditor.append("c", to: "id", in: ["  id: [a]"], within: 0..<1) == .noKey)
  }
}
