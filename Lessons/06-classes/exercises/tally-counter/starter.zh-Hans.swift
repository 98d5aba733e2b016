class TallyCounter {
  let limit: Int
  var count = 0

  init(limit: Int) {
    self.limit = limit
  }

  func increment() {
    // TODO: 加 1，但绝不超过 `limit`
  }

  func reset() {
    // TODO: 从 0 重新开始
  }
}
