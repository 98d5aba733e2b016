class TallyCounter {
  let limit: Int
  var count = 0

  init(limit: Int) {
    self.limit = limit
  }

  func increment() {
    // TODO: add 1, but never go above `limit`
  }

  func reset() {
    // TODO: start again from 0
  }
}
