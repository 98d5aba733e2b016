import TutorChecks

let checks = Checks {
  check("a default counter returns 0, 1, 2, 3") {
    let counter = makeCounter()
    try expectEqual(calls(counter, 4), [0, 1, 2, 3], "four calls of makeCounter()")
  }
  check("the first call returns the start value") {
    for start in [10, -5, 0, 999] {
      try expectEqual(
        makeCounter(startingAt: start)(), start, "first call of makeCounter(startingAt: \(start))")
    }
  }
  check("startingAt: 100 counts 100, 101, 102") {
    try expectEqual(
      calls(makeCounter(startingAt: 100), 3), [100, 101, 102], "makeCounter(startingAt: 100)")
  }
  check("step: 5 counts 0, 5, 10, 15") {
    try expectEqual(calls(makeCounter(step: 5), 4), [0, 5, 10, 15], "makeCounter(step: 5)")
  }
  check("a negative step counts down") {
    try expectEqual(
      calls(makeCounter(startingAt: 3, step: -2), 4), [3, 1, -1, -3],
      "makeCounter(startingAt: 3, step: -2)")
  }
  check("a step of 0 returns the start every time") {
    try expectEqual(
      calls(makeCounter(startingAt: 7, step: 0), 3), [7, 7, 7],
      "makeCounter(startingAt: 7, step: 0)")
  }
  check("two counters do not share their count") {
    let first = makeCounter()
    let second = makeCounter()
    let order = [first(), first(), second(), first(), second()]
    try expectEqual(order, [0, 1, 0, 2, 1], "first, first, second, first, second")
  }
  check("a counter keeps counting for many calls") {
    let counter = makeCounter(startingAt: 1, step: 3)
    let values = calls(counter, 50)
    try expectEqual(
      values.last ?? 0, 1 + 49 * 3, "the 50th call of makeCounter(startingAt: 1, step: 3)")
    try expectEqual(values, Array(stride(from: 1, through: 148, by: 3)), "50 calls")
  }
}

private func calls(_ counter: () -> Int, _ times: Int) -> [Int] {
  (0..<times).map { _ in counter() }
}
