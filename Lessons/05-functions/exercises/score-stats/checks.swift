import TutorChecks

let checks = Checks {
  check(
    "the tour's scores [75, 43, 103, 87, 12] give min 12, max 103, sum 320",
    zh: "教程里的分数 [75, 43, 103, 87, 12] 得到最小值 12、最大值 103、总和 320"
  ) {
    observeStatistics([75, 43, 103, 87, 12])
  }
  check("the elements come in the order min, max, sum", zh: "元素的顺序是 min、max、sum", hint: 4) {
    let result = statistics([5, 1, 9])
    observe(result.0, "statistics([5, 1, 9]).0")
    observe(result.1, "statistics([5, 1, 9]).1")
    observe(result.2, "statistics([5, 1, 9]).2")
  }
  check("an empty array gives (min: 0, max: 0, sum: 0)", zh: "空数组得到 (min: 0, max: 0, sum: 0)", hint: 1) {
    observeStatistics([])
  }
  check("a single score is its own min, max and sum", zh: "只有一个分数时，它本身就是最小值、最大值和总和", hint: 2) {
    for score in [7, 0, -3] {
      observeStatistics([score])
    }
  }
  check("all-negative scores: the maximum is negative too", zh: "分数全是负数时，最大值也是负数", hint: 2) {
    observeStatistics([-4, -9, -1])
  }
  check("all-positive scores: the minimum is not 0", zh: "分数全是正数时，最小值不是 0", hint: 2) {
    observeStatistics([40, 12, 33])
  }
  check("the largest or smallest score may come first or last", zh: "最大或最小的分数可能在最前面，也可能在最后面") {
    for scores in [[100, 1, 50], [1, 50, 100], [50, 100, 1], [3, 3, 3], [2, -2]] {
      observeStatistics(scores)
    }
  }
  check("many more arrays", zh: "更多的数组") {
    for scores in [[75, 43, 103, 87, 12, 51, 50], [0, 0], [-10, 10, -20, 20], [8, -1, 8, -1]] {
      observeStatistics(scores)
    }
    observeStatistics(Array(1...100), "Array(1...100)")
  }
  check("random arrays of scores", zh: "随机生成的分数数组") {
    for _ in 0..<30 {
      observeStatistics(Draw.array(count: 0...8) { Draw.int(in: -50...120) })
    }
  }
}

/// Observes the three named elements of `statistics(scores)`; `written` is the code that made
/// a long `scores`.
private func observeStatistics(_ scores: [Int], _ written: String? = nil) {
  let result = statistics(scores)
  let call = "statistics(\(written ?? "\(scores)"))"
  observe(result.min, "\(call).min")
  observe(result.max, "\(call).max")
  observe(result.sum, "\(call).sum")
}
