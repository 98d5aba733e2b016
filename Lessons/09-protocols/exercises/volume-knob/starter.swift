protocol Adjustable {
  var level: Int { get }
  mutating func adjust(by amount: Int)
}

extension Adjustable {
  // TODO: turnUp() adjusts by 1, turnDown() by -1
  mutating func turnUp() {}
  mutating func turnDown() {}
}

struct VolumeKnob: Adjustable {
  let maximum: Int
  private(set) var level: Int

  init(level: Int, maximum: Int = 10) {
    // TODO: keep the level within 0...maximum
    self.level = level
    self.maximum = maximum
  }

  mutating func adjust(by amount: Int) {
    // TODO: add amount, then keep the level within 0...maximum
  }
}
