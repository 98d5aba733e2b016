import TutorChecks

let checks = Checks {
  check("a level inside the range is kept") {
    try expectEqual(VolumeKnob(level: 7).level, 7, "VolumeKnob(level: 7).level")
    try expectEqual(VolumeKnob(level: 0).level, 0, "VolumeKnob(level: 0).level")
    try expectEqual(VolumeKnob(level: 10).level, 10, "VolumeKnob(level: 10).level")
  }
  check("the maximum defaults to 10 and can be given") {
    try expectEqual(VolumeKnob(level: 1).maximum, 10, "VolumeKnob(level: 1).maximum")
    try expectEqual(
      VolumeKnob(level: 15, maximum: 20).level, 15, "VolumeKnob(level: 15, maximum: 20).level")
  }
  check("the initializer clamps the level into 0...maximum") {
    try expectEqual(VolumeKnob(level: 15).level, 10, "VolumeKnob(level: 15).level")
    try expectEqual(VolumeKnob(level: -2).level, 0, "VolumeKnob(level: -2).level")
    try expectEqual(
      VolumeKnob(level: 4, maximum: 3).level, 3, "VolumeKnob(level: 4, maximum: 3).level")
  }
  check("adjust(by:) adds and subtracts") {
    var knob = VolumeKnob(level: 4)
    knob.adjust(by: 3)
    try expectEqual(knob.level, 7, "level 4 adjusted by 3")
    knob.adjust(by: -5)
    try expectEqual(knob.level, 2, "then adjusted by -5")
  }
  check("adjust(by:) stops at the maximum and at 0") {
    var knob = VolumeKnob(level: 9)
    knob.adjust(by: 5)
    try expectEqual(knob.level, 10, "level 9 adjusted by 5")
    knob.adjust(by: -25)
    try expectEqual(knob.level, 0, "then adjusted by -25")
    var small = VolumeKnob(level: 0, maximum: 0)
    small.adjust(by: 1)
    try expectEqual(small.level, 0, "a knob with maximum 0 adjusted by 1")
  }
  check("turnUp() and turnDown() come from the protocol extension") {
    var knob: any Adjustable = VolumeKnob(level: 5)
    knob.turnUp()
    knob.turnUp()
    try expectEqual(knob.level, 7, "level 5 turned up twice")
    knob.turnDown()
    try expectEqual(knob.level, 6, "then turned down once")
  }
  check("turnUp() respects the maximum") {
    var knob = VolumeKnob(level: 2, maximum: 3)
    knob.turnUp()
    knob.turnUp()
    try expectEqual(knob.level, 3, "level 2 of 3 turned up twice")
    var low = VolumeKnob(level: 0)
    low.turnDown()
    try expectEqual(low.level, 0, "level 0 turned down")
  }
  check("the protocol works for another conforming type") {
    var dial: any Adjustable = ChecksStepDial()
    dial.turnUp()
    dial.turnUp()
    dial.turnDown()
    try expectEqual(dial.level, 10, "a dial stepping by 10s, turned up twice and down once")
  }
  check("VolumeKnob is a value type: a copy changes on its own") {
    let original = VolumeKnob(level: 2)
    var copy = original
    copy.adjust(by: 3)
    try expectEqual(original.level, 2, "the original after adjusting the copy")
    try expectEqual(copy.level, 5, "the copy")
  }
}

/// A second conforming type, to show the default methods call the requirement.
private struct ChecksStepDial: Adjustable {
  var level = 0
  mutating func adjust(by amount: Int) { level += amount * 10 }
}
