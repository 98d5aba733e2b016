// Wrong: a struct instead of a class, so two variables hold two separate counters.
struct TallyCounter {
  let limit: Int
  var count = 0

  init(limit: Int) {
    self.limit = limit
  }

  mutating func increment() {
    if count < limit {
      count += 1
    }
  }

  mutating func reset() {
    count = 0
  }
}
