import Foundation

/// Prints figures as an aligned text table with notes below it.
enum Table {
  static let headers = ["figure", "measured", "floor", "ratio", "target", "ok"]

  static func render(_ figures: [Figure]) -> String {
    let rows = figures.map { figure in
      [
        figure.name, figure.measured, figure.floor,
        figure.ratio.map { Figure.number($0) + "x" } ?? "—", figure.target, figure.verdict,
      ]
    }
    let widths = headers.indices.map { column in
      ([headers] + rows).map { $0[column].count }.max() ?? 0
    }
    func line(_ cells: [String]) -> String {
      zip(cells, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }
        .joined(separator: "  ").trimmingTrailingSpaces()
    }
    var text = line(headers) + "\n"
    text += line(widths.map { String(repeating: "-", count: $0) }) + "\n"
    for row in rows { text += line(row) + "\n" }
    let notes = figures.compactMap { figure in figure.note.map { "- \(figure.name): \($0)" } }
    if !notes.isEmpty { text += "\nnotes:\n" + notes.joined(separator: "\n") + "\n" }
    return text
  }
}

extension String {
  fileprivate func trimmingTrailingSpaces() -> String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}
