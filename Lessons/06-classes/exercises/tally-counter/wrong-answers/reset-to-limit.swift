// Wrong: reset() sets the count to the limit instead of back to 0.
class TallyCounter {
  let limit: Int
  var count = 0

  init(limit: Int) {
    self.limit = limit
  }

  func increment() {
    if count < limit {
      count += 1
    }
  }

  func reset() {
    count = limit
  }
}
