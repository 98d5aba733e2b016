import TutorChecks

// The counters are `var` so that the probes also compile against a struct, which then fails the
// checks instead of not compiling (warnings about checks.swift are never shown to students).
let checks = Checks {
  check("a new counter starts at 0 and keeps its limit", zh: "新的计数器从 0 开始，并保存它的上限") {
    for limit in [3, 10, 0] {
      let counter = TallyCounter(limit: limit)
      observe(counter.count as Int, "TallyCounter(limit: \(limit)).count")
      observe(counter.limit as Int, "TallyCounter(limit: \(limit)).limit")
    }
  }
  check("each increment() adds 1", zh: "每次 increment() 加 1", hint: 1) {
    var counter = TallyCounter(limit: 10)
    for times in 1...4 {
      counter.increment()
      observe(
        counter.count as Int,
        "let counter = TallyCounter(limit: 10); \(probeClicks(times)) counter.count")
    }
  }
  check("the count stops at the limit", zh: "计数到上限就停止", hint: 2) {
    var counter = TallyCounter(limit: 3)
    for _ in 1...5 { counter.increment() }
    observe(
      counter.count as Int, "let counter = TallyCounter(limit: 3); \(probeClicks(5)) counter.count")
  }
  check("a counter can reach exactly its limit", zh: "计数器可以正好数到上限", hint: 2) {
    var counter = TallyCounter(limit: 1)
    counter.increment()
    observe(
      counter.count as Int, "let counter = TallyCounter(limit: 1); \(probeClicks(1)) counter.count")
  }
  check("a counter with limit 0 never counts", zh: "上限为 0 的计数器永远不计数", hint: 2) {
    var counter = TallyCounter(limit: 0)
    counter.increment()
    counter.increment()
    observe(
      counter.count as Int, "let counter = TallyCounter(limit: 0); \(probeClicks(2)) counter.count")
  }
  check("reset() goes back to 0, and counting starts again", zh: "reset() 回到 0，然后重新开始计数", hint: 3) {
    var counter = TallyCounter(limit: 4)
    for _ in 1...6 { counter.increment() }
    counter.reset()
    let setup = "let counter = TallyCounter(limit: 4); \(probeClicks(6)) counter.reset();"
    observe(counter.count as Int, setup + " counter.count")
    counter.increment()
    observe(counter.count as Int, setup + " counter.increment(); counter.count")
    observe(counter.limit as Int, setup + " counter.increment(); counter.limit")
  }
  check("two counters count separately", zh: "两个计数器各自计数") {
    var first = TallyCounter(limit: 5)
    var second = TallyCounter(limit: 5)
    first.increment()
    first.increment()
    second.increment()
    let setup =
      "let first = TallyCounter(limit: 5), second = TallyCounter(limit: 5); "
      + "first.increment(); first.increment(); second.increment(); "
    observe(first.count as Int, setup + "first.count")
    observe(second.count as Int, setup + "second.count")
  }
  check(
    "two variables, one counter: clicks through either are shared",
    zh: "两个变量，同一个计数器：通过任何一个按下的次数都是共享的"
  ) {
    var door = TallyCounter(limit: 5)
    var sameDoor = door
    sameDoor.increment()
    door.increment()
    let setup =
      "let door = TallyCounter(limit: 5); let sameDoor = door; sameDoor.increment(); "
      + "door.increment(); "
    observe(door.count as Int, setup + "door.count")
    observe(sameDoor.count as Int, setup + "sameDoor.count")
    // Decided from the type, not from what a value says of itself: a struct can reflect and
    // bridge like a class, but it is not one.
    observeSameObject(sameDoor, door, setup + "sameDoor === door")
    observeIsClass(TallyCounter.self, "TallyCounter is a class", zh: "TallyCounter 是类")
  }
  check("random limits and clicks", zh: "随机生成的上限和操作") {
    for _ in 0..<20 {
      let limit = Draw.int(in: 0...6)
      var counter = TallyCounter(limit: limit)
      var steps: [String] = []
      for _ in 0..<Draw.int(in: 0...10) {
        if Draw.int(in: 0...5) == 0 {
          counter.reset()
          steps.append("counter.reset();")
        } else {
          counter.increment()
          steps.append("counter.increment();")
        }
      }
      observe(
        counter.count as Int,
        "let counter = TallyCounter(limit: \(limit)); \(steps.joined(separator: " ")) counter.count"
      )
    }
  }
}

/// `counter.increment();` written `times` times.
private func probeClicks(_ times: Int) -> String {
  Array(repeating: "counter.increment();", count: times).joined(separator: " ")
}
