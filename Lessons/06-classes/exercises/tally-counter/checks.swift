import TutorChecks

let checks = Checks {
  check("a new counter starts at 0 and keeps its limit") {
    for limit in [3, 10, 0] {
      let counter = TallyCounter(limit: limit)
      try expectEqual(counter.count, 0, "TallyCounter(limit: \(limit)).count")
      try expectEqual(counter.limit, limit, "TallyCounter(limit: \(limit)).limit")
    }
  }
  check("each increment() adds 1") {
    let counter = TallyCounter(limit: 10)
    for expected in 1...4 {
      counter.increment()
      try expectEqual(counter.count, expected, "count after \(expected) increment() calls")
    }
  }
  check("the count stops at the limit") {
    let counter = TallyCounter(limit: 3)
    for _ in 1...5 { counter.increment() }
    try expectEqual(counter.count, 3, "count of a counter with limit 3 after 5 increments")
  }
  check("a counter can reach exactly its limit") {
    let counter = TallyCounter(limit: 1)
    counter.increment()
    try expectEqual(counter.count, 1, "count of a counter with limit 1 after 1 increment")
  }
  check("a counter with limit 0 never counts") {
    let counter = TallyCounter(limit: 0)
    counter.increment()
    counter.increment()
    try expectEqual(counter.count, 0, "count of a counter with limit 0 after 2 increments")
  }
  check("reset() goes back to 0, and counting starts again") {
    let counter = TallyCounter(limit: 4)
    for _ in 1...6 { counter.increment() }
    counter.reset()
    try expectEqual(counter.count, 0, "count after reset()")
    counter.increment()
    try expectEqual(counter.count, 1, "count after reset() and one increment()")
    try expectEqual(counter.limit, 4, "limit after reset()")
  }
  check("two counters count separately") {
    let first = TallyCounter(limit: 5)
    let second = TallyCounter(limit: 5)
    first.increment()
    first.increment()
    second.increment()
    try expectEqual(first.count, 2, "first.count")
    try expectEqual(second.count, 1, "second.count")
  }
  check("two variables, one counter: clicks through either are shared") {
    let door = TallyCounter(limit: 5)
    let sameDoor = door
    sameDoor.increment()
    door.increment()
    try expectEqual(door.count, 2, "door.count after one click through each variable")
    try expectTrue(sameDoor === door, "sameDoor and door should be the same object")
  }
}
