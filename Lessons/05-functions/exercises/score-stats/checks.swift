import TutorChecks

let checks = Checks {
  check("the tour's scores [75, 43, 103, 87, 12] give min 12, max 103, sum 320") {
    let result = statistics([75, 43, 103, 87, 12])
    try expectEqual(result.min, 12, "statistics([75, 43, 103, 87, 12]).min")
    try expectEqual(result.max, 103, "statistics([75, 43, 103, 87, 12]).max")
    try expectEqual(result.sum, 320, "statistics([75, 43, 103, 87, 12]).sum")
  }
  check("the elements come in the order min, max, sum") {
    let result = statistics([5, 1, 9])
    try expectEqual(
      Stats(result.0, result.1, result.2), Stats(1, 9, 15), "statistics([5, 1, 9]) by position")
  }
  check("an empty array gives (min: 0, max: 0, sum: 0)") {
    try expectEqual(Stats(statistics([])), Stats(0, 0, 0), "statistics([])")
  }
  check("a single score is its own min, max and sum") {
    for score in [7, 0, -3] {
      try expectEqual(
        Stats(statistics([score])), Stats(score, score, score), "statistics([\(score)])")
    }
  }
  check("all-negative scores: the maximum is negative too") {
    try expectEqual(
      Stats(statistics([-4, -9, -1])), Stats(-9, -1, -14), "statistics([-4, -9, -1])")
  }
  check("all-positive scores: the minimum is not 0") {
    try expectEqual(Stats(statistics([40, 12, 33])), Stats(12, 40, 85), "statistics([40, 12, 33])")
  }
  check("the largest or smallest score may come first or last") {
    try expectSameResults(
      for: [[100, 1, 50], [1, 50, 100], [50, 100, 1], [3, 3, 3], [2, -2]],
      describe: { "statistics(\($0))" },
      student: { Stats(statistics($0)) }, reference: referenceStats)
  }
  check("many more arrays") {
    try expectSameResults(
      for: [
        [75, 43, 103, 87, 12, 51, 50], [0, 0], [-10, 10, -20, 20], Array(1...100), [8, -1, 8, -1],
      ],
      describe: { "statistics(\($0))" },
      student: { Stats(statistics($0)) }, reference: referenceStats)
  }
}

/// The three numbers, comparable and printed like the tuple.
private struct Stats: Equatable, CustomStringConvertible {
  let min: Int, max: Int, sum: Int
  init(_ min: Int, _ max: Int, _ sum: Int) { (self.min, self.max, self.sum) = (min, max, sum) }
  init(_ tuple: (min: Int, max: Int, sum: Int)) { self.init(tuple.min, tuple.max, tuple.sum) }
  var description: String { "(min: \(min), max: \(max), sum: \(sum))" }
}

private func referenceStats(_ scores: [Int]) -> Stats {
  Stats(scores.min() ?? 0, scores.max() ?? 0, scores.reduce(0, +))
}
