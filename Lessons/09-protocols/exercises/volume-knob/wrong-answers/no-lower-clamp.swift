// Wrong: adjust(by:) stops at the maximum but lets the level go below 0.
protocol Adjustable {
  var level: Int { get }
  mutating func adjust(by amount: Int)
}

extension Adjustable {
  mutating func turnUp() { adjust(by: 1) }
  mutating func turnDown() { adjust(by: -1) }
}

struct VolumeKnob: Adjustable {
  let maximum: Int
  private(set) var level: Int

  init(level: Int, maximum: Int = 10) {
    self.maximum = maximum
    self.level = min(max(level, 0), maximum)
  }

  mutating func adjust(by amount: Int) {
    level = min(level + amount, maximum)
  }
}
