import TutorChecks

let checks = Checks {
  check("the tutorial's scores [75, 43, 103, 87, 12] give 11", zh: "教程里的分数 [75, 43, 103, 87, 12] 得 11 分") {
    observe(teamScore([75, 43, 103, 87, 12]), "teamScore([75, 43, 103, 87, 12])")
  }
  check("a score above 50 earns 3 points: 51 gives 3", zh: "超过 50 分得 3 分：51 得 3 分", hint: 3) {
    observe(teamScore([51]), "teamScore([51])")
  }
  check("a score of exactly 50 earns 1 point", zh: "正好 50 分只得 1 分", hint: 3) {
    observe(teamScore([50]), "teamScore([50])")
  }
  check("an empty array gives 0", zh: "空数组得 0 分", hint: 1) {
    observe(teamScore([]), "teamScore([])")
  }
  check("zero and negative scores earn 1 point each", zh: "零分和负分各得 1 分", hint: 2) {
    observe(teamScore([0]), "teamScore([0])")
    observe(teamScore([-5, -100, -51]), "teamScore([-5, -100, -51])")
  }
  check("scores around the boundary: 49, 50, 51, 52", zh: "边界附近的分数：49、50、51、52", hint: 3) {
    observe(teamScore([49, 50, 51, 52]), "teamScore([49, 50, 51, 52])")
  }
  check("the same array gives the same result every time", zh: "同一个数组每次得分都相同", hint: 1) {
    let scores = [60, 10, 70]
    observe(teamScore(scores), "teamScore(\(scores))")
    observe(
      teamScore(scores), "teamScore(\(scores)) again", zh: "teamScore(\(scores))（再调用一次）")
  }
  check("many arrays, including long ones and extreme scores", zh: "许多数组，包括很长的数组和极端分数") {
    for scores in [[100, 100, 100], [1, 2, 3], [51, 50, 51, 50], [Int.max, Int.min, 0]] {
      observe(teamScore(scores), "teamScore(\(scores))")
    }
    let spread = (0..<1_000).map { ($0 * 37) % 101 - 20 }
    observe(teamScore(spread), "teamScore((0..<1_000).map { ($0 * 37) % 101 - 20 })")
    observe(teamScore(Array(repeating: 51, count: 5_000)), "teamScore(Array(repeating: 51, count: 5_000))")
    let alternating = (1...2_000).map { $0 % 2 == 0 ? 50 : 51 }
    observe(teamScore(alternating), "teamScore((1...2_000).map { $0 % 2 == 0 ? 50 : 51 })")
  }
  check("random arrays of scores", zh: "随机生成的分数数组") {
    for _ in 0..<40 {
      // Short arrays, written out in full, and long ones of any length up to 1200; now and
      // then a score from anywhere in Int's range.
      let count = Draw.bool() ? Draw.int(in: 0...9) : Draw.int(in: 10...1_200)
      let scores = (0..<count).map { _ in score() }
      observe(
        teamScore(scores), "teamScore(\(shown(scores)))",
        zh: "teamScore(\(shown(scores, chinese: true)))")
    }
    for _ in 0..<6 {
      // Very long arrays: a drawn block of scores repeated to a drawn length up to 30 000.
      let block = Draw.array(count: 1...12) { score() }
      let count = Draw.int(in: 1_201...30_000)
      let scores = (0..<count).map { block[$0 % block.count] }
      observe(
        teamScore(scores), "teamScore(\(shown(scores)))",
        zh: "teamScore(\(shown(scores, chinese: true)))")
    }
  }
}

/// A score: most of the time a game's (-20...120), one time in eight any Int at all.
private func score() -> Int {
  Draw.int(in: 0...7) == 0 ? Draw.int(in: Int.min...Int.max) : Draw.int(in: -20...120)
}

/// An array as the report shows it: in full up to 12 scores, else its first and last few and
/// its count (in Chinese words when `chinese`).
private func shown(_ scores: [Int], chinese: Bool = false) -> String {
  guard scores.count > 12 else { return "\(scores)" }
  let head = scores.prefix(6).map(String.init).joined(separator: ", ")
  let tail = scores.suffix(3).map(String.init).joined(separator: ", ")
  if chinese { return "[\(head), …, \(tail)]（共 \(scores.count) 个）" }
  return "[\(head), …, \(tail)] (count \(scores.count))"
}
