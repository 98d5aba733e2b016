// Wrong: checks count <= limit before adding, so the count can go one above the limit.
class TallyCounter {
  let limit: Int
  var count = 0

  init(limit: Int) {
    self.limit = limit
  }

  func increment() {
    if count <= limit {
      count += 1
    }
  }

  func reset() {
    count = 0
  }
}
