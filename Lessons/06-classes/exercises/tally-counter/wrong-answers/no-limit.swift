// Wrong: increment() ignores the limit and keeps counting.
class TallyCounter {
  let limit: Int
  var count = 0

  init(limit: Int) {
    self.limit = limit
  }

  func increment() {
    count += 1
  }

  func reset() {
    count = 0
  }
}
