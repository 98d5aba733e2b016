import TutorChecks

let checks = Checks {
  check("a level inside the range is kept", zh: "范围内的音量保持不变") {
    for level in [7, 0, 10] {
      observe(VolumeKnob(level: level).level, "VolumeKnob(level: \(level)).level")
    }
  }
  check("the maximum defaults to 10 and can be given", zh: "maximum 默认是 10，也可以指定") {
    observe(VolumeKnob(level: 1).maximum, "VolumeKnob(level: 1).maximum")
    observe(
      VolumeKnob(level: 15, maximum: 20).maximum, "VolumeKnob(level: 15, maximum: 20).maximum")
    observe(VolumeKnob(level: 15, maximum: 20).level, "VolumeKnob(level: 15, maximum: 20).level")
  }
  check(
    "the initializer clamps the level into 0...maximum", zh: "构造器把音量限制在 0...maximum 之内"
  ) {
    observe(VolumeKnob(level: 15).level, "VolumeKnob(level: 15).level")
    observe(VolumeKnob(level: -2).level, "VolumeKnob(level: -2).level")
    observe(VolumeKnob(level: 4, maximum: 3).level, "VolumeKnob(level: 4, maximum: 3).level")
  }
  check("adjust(by:) adds and subtracts", zh: "adjust(by:) 可以加也可以减") {
    var knob = VolumeKnob(level: 4)
    knob.adjust(by: 3)
    observe(
      knob.level, "VolumeKnob(level: 4) adjusted by 3: level",
      zh: "VolumeKnob(level: 4) 调节 3 之后的 level")
    knob.adjust(by: -5)
    observe(knob.level, "then adjusted by -5: level", zh: "再调节 -5 之后的 level")
  }
  check("adjust(by:) stops at the maximum and at 0", zh: "adjust(by:) 到 maximum 和 0 为止") {
    var knob = VolumeKnob(level: 9)
    knob.adjust(by: 5)
    observe(
      knob.level, "VolumeKnob(level: 9) adjusted by 5: level",
      zh: "VolumeKnob(level: 9) 调节 5 之后的 level")
    knob.adjust(by: -25)
    observe(knob.level, "then adjusted by -25: level", zh: "再调节 -25 之后的 level")
    var small = VolumeKnob(level: 0, maximum: 0)
    small.adjust(by: 1)
    observe(
      small.level, "VolumeKnob(level: 0, maximum: 0) adjusted by 1: level",
      zh: "VolumeKnob(level: 0, maximum: 0) 调节 1 之后的 level")
  }
  check(
    "turnUp() and turnDown() come from the protocol extension",
    zh: "turnUp() 和 turnDown() 来自协议扩展"
  ) {
    var knob: any Adjustable = VolumeKnob(level: 5)
    knob.turnUp()
    knob.turnUp()
    observe(
      knob.level, "(VolumeKnob(level: 5) as any Adjustable) turned up twice: level",
      zh: "(VolumeKnob(level: 5) as any Adjustable) 调高两次之后的 level")
    knob.turnDown()
    observe(knob.level, "then turned down once: level", zh: "再调低一次之后的 level")
  }
  check("turnUp() respects the maximum", zh: "turnUp() 不会超过 maximum") {
    var knob = VolumeKnob(level: 2, maximum: 3)
    knob.turnUp()
    knob.turnUp()
    observe(
      knob.level, "VolumeKnob(level: 2, maximum: 3) turned up twice: level",
      zh: "VolumeKnob(level: 2, maximum: 3) 调高两次之后的 level")
    var low = VolumeKnob(level: 0)
    low.turnDown()
    observe(
      low.level, "VolumeKnob(level: 0) turned down: level",
      zh: "VolumeKnob(level: 0) 调低一次之后的 level")
  }
  check("the protocol works for another conforming type", zh: "协议也适用于其他遵循它的类型") {
    var dial: any Adjustable = ChecksStepDial()
    dial.turnUp()
    dial.turnUp()
    dial.turnDown()
    observe(
      dial.level, "a dial stepping by 10s, turned up twice and down once: level",
      zh: "每次调 10 的旋钮，调高两次、调低一次之后的 level")
  }
  check(
    "VolumeKnob is a value type: a copy changes on its own",
    zh: "VolumeKnob 是值类型：副本的改变不影响原值"
  ) {
    let original = VolumeKnob(level: 2)
    var copy = original
    copy.adjust(by: 3)
    observe(
      original.level, "the original VolumeKnob(level: 2) after adjusting a copy by 3: level",
      zh: "把副本调节 3 之后，原来的 VolumeKnob(level: 2) 的 level")
    observe(copy.level, "the copy: level", zh: "副本的 level")
  }
  check("random knobs and adjustments", zh: "随机的旋钮和调节") {
    for _ in 0..<8 {
      let maximum = Draw.int(in: 0...12)
      let start = Draw.int(in: -3...15)
      var knob = VolumeKnob(level: start, maximum: maximum)
      var steps = "VolumeKnob(level: \(start), maximum: \(maximum))"
      observe(knob.level, "\(steps): level")
      for _ in 0..<6 {
        switch Draw.int(in: 0...2) {
        case 0:
          knob.turnUp()
          steps += ", turnUp()"
        case 1:
          knob.turnDown()
          steps += ", turnDown()"
        default:
          let amount = Draw.int(in: -8...8)
          knob.adjust(by: amount)
          steps += ", adjust(by: \(amount))"
        }
        observe(knob.level, "\(steps): level")
      }
    }
  }
}

/// A second conforming type, to show the default methods call the requirement.
private struct ChecksStepDial: Adjustable {
  var level = 0
  mutating func adjust(by amount: Int) { level += amount * 10 }
}
