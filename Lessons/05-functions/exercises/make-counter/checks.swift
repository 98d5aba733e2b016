import TutorChecks

let checks = Checks {
  check("a default counter returns 0, 1, 2, 3", zh: "默认的计数器依次返回 0, 1, 2, 3") {
    observe(probeCalls(makeCounter(), 4), "let c = makeCounter(); [c(), c(), c(), c()]")
  }
  check("the first call returns the start value", zh: "第一次调用返回起始值", hint: 2) {
    for start in [10, -5, 0, 999] {
      observe(makeCounter(startingAt: start)() as Int, "makeCounter(startingAt: \(start))()")
    }
  }
  check("startingAt: 100 counts 100, 101, 102", zh: "startingAt: 100 依次数出 100, 101, 102") {
    observe(
      probeCalls(makeCounter(startingAt: 100), 3),
      "let c = makeCounter(startingAt: 100); [c(), c(), c()]")
  }
  check("step: 5 counts 0, 5, 10, 15", zh: "step: 5 依次数出 0, 5, 10, 15", hint: 2) {
    observe(
      probeCalls(makeCounter(step: 5), 4), "let c = makeCounter(step: 5); [c(), c(), c(), c()]")
  }
  check("a negative step counts down", zh: "step 为负数时倒着数", hint: 2) {
    observe(
      probeCalls(makeCounter(startingAt: 3, step: -2), 4),
      "let c = makeCounter(startingAt: 3, step: -2); [c(), c(), c(), c()]")
  }
  check("a step of 0 returns the start every time", zh: "step 为 0 时每次都返回起始值") {
    observe(
      probeCalls(makeCounter(startingAt: 7, step: 0), 3),
      "let c = makeCounter(startingAt: 7, step: 0); [c(), c(), c()]")
  }
  check("two counters do not share their count", zh: "两个计数器不共用计数", hint: 3) {
    let first = makeCounter()
    let second = makeCounter()
    let order = [first(), first(), second(), first(), second()]
    observe(
      order,
      "let first = makeCounter(), second = makeCounter(); "
        + "[first(), first(), second(), first(), second()]")
  }
  check("a counter keeps counting for many calls", zh: "计数器调用很多次也一直在数") {
    observe(
      probeCalls(makeCounter(startingAt: 1, step: 3), 50),
      "let c = makeCounter(startingAt: 1, step: 3); (1...50).map { _ in c() }")
  }
  check("random starts, steps and counters", zh: "随机生成的起始值、步长和计数器") {
    for _ in 0..<10 {
      let starts = [Draw.int(in: -50...50), Draw.int(in: -50...50)]
      let steps = [Draw.int(in: -5...5), Draw.int(in: -5...5)]
      let counters = [
        makeCounter(startingAt: starts[0], step: steps[0]),
        makeCounter(startingAt: starts[1], step: steps[1]),
      ]
      let order = Draw.array(count: 1...8) { Draw.int(in: 0...1) }
      observe(
        order.map { counters[$0]() } as [Int],
        "let a = makeCounter(startingAt: \(starts[0]), step: \(steps[0])), "
          + "b = makeCounter(startingAt: \(starts[1]), step: \(steps[1])); ["
          + order.map { $0 == 0 ? "a()" : "b()" }.joined(separator: ", ") + "]")
    }
  }
}

/// The results of calling `counter` `times` times, in order.
private func probeCalls(_ counter: () -> Int, _ times: Int) -> [Int] {
  (0..<times).map { _ in counter() }
}
