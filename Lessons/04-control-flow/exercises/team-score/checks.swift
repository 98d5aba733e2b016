import MealKit
import Shapes
import TutorChecks

let checks = Checks {
  check("the tutorial's scores [75, 43, 103, 87, 12] give 11") {
    try expectEqual(teamScore([75, 43, 103, 87, 12]), 11, "teamScore([75, 43, 103, 87, 12])")
  }
  check("a score above 50 earns 3 points: 51 gives 3") {
    try expectEqual(teamScore([51]), 3, "teamScore([51])")
  }
  check("a score of exactly 50 earns 1 point") {
    try expectEqual(teamScore([50]), 1, "teamScore([50])")
  }
  check("an empty array gives 0") {
    try expectEqual(teamScore([]), 0, "teamScore([])")
  }
  check("zero and negative scores earn 1 point each") {
    try expectEqual(teamScore([0]), 1, "teamScore([0])")
    try expectEqual(teamScore([-5, -100, -51]), 3, "teamScore([-5, -100, -51])")
  }
  check("scores around the boundary: 49, 50, 51, 52") {
    try expectEqual(teamScore([49, 50, 51, 52]), 8, "teamScore([49, 50, 51, 52])")
  }
  check("the same array gives the same result every time") {
    let scores = [60, 10, 70]
    let first = teamScore(scores)
    try expectEqual(teamScore(scores), first, "a second call to teamScore(\(scores))")
    try expectEqual(first, 7, "teamScore(\(scores))")
  }
  check("many arrays, including long ones, match a reference") {
    let arrays: [[Int]] = [
      [100, 100, 100], [1, 2, 3], [51, 50, 51, 50], [Int.max, Int.min, 0],
      (0..<1_000).map { ($0 * 37) % 101 - 20 },
      Array(repeating: 51, count: 5_000),
      (1...2_000).map { $0 % 2 == 0 ? 50 : 51 },
    ]
    try expectSameResults(
      for: arrays,
      describe: { "teamScore(\($0.count > 8 ? "\($0.count) scores" : "\($0)"))" },
      student: { teamScore($0) },
      reference: referenceTeamScore)
  }
}

private func referenceTeamScore(_ scores: [Int]) -> Int {
  scores.reduce(0) { sum, score in sum + (score > 50 ? 3 : 1) }
}
