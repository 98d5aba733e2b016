// Wrong: turnDown() was copied from turnUp() and also adjusts by +1.
protocol Adjustable {
  var level: Int { get }
  mutating func adjust(by amount: Int)
}

extension Adjustable {
  mutating func turnUp() { adjust(by: 1) }
  mutating func turnDown() { adjust(by: 1) }
}

struct VolumeKnob: Adjustable {
  let maximum: Int
  private(set) var level: Int

  init(level: Int, maximum: Int = 10) {
    self.maximum = maximum
    self.level = min(max(level, 0), maximum)
  }

  mutating func adjust(by amount: Int) {
    level = min(max(level + amount, 0), maximum)
  }
}
