// Wrong: the initializer keeps the level as given; only adjust(by:) clamps.
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
    self.level = level
  }

  mutating func adjust(by amount: Int) {
    level = min(max(level + amount, 0), maximum)
  }
}
