protocol Adjustable {
  var level: Int { get }
  mutating func adjust(by amount: Int)
}

extension Adjustable {
  // TODO: turnUp() 调整 1，turnDown() 调整 -1
  mutating func turnUp() {}
  mutating func turnDown() {}
}

struct VolumeKnob: Adjustable {
  let maximum: Int
  private(set) var level: Int

  init(level: Int, maximum: Int = 10) {
    // TODO: 让档位保持在 0...maximum 之内
    self.level = level
    self.maximum = maximum
  }

  mutating func adjust(by amount: Int) {
    // TODO: 加上 amount，再让档位保持在 0...maximum 之内
  }
}
