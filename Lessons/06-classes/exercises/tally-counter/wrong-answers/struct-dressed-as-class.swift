// Wrong: a struct dressed as a class. A box inside makes copies share the count,
// CustomReflectable makes Mirror say .class and _ObjectiveCBridgeable makes `as AnyObject`
// hand out the box, so `===` sees one object — but TallyCounter is still a struct.
final class CountBox {
  var count = 0
}

struct TallyCounter: CustomReflectable, _ObjectiveCBridgeable {
  let limit: Int
  private let box = CountBox()

  var count: Int { box.count }

  init(limit: Int) {
    self.limit = limit
  }

  func increment() {
    if box.count < limit {
      box.count += 1
    }
  }

  func reset() {
    box.count = 0
  }

  var customMirror: Mirror {
    Mirror(self, children: ["limit": limit, "count": count], displayStyle: .class)
  }

  typealias _ObjectiveCType = CountBox

  func _bridgeToObjectiveC() -> CountBox { box }

  static func _forceBridgeFromObjectiveC(_ source: CountBox, result: inout TallyCounter?) {}

  static func _conditionallyBridgeFromObjectiveC(
    _ source: CountBox, result: inout TallyCounter?
  ) -> Bool { false }

  static func _unconditionallyBridgeFromObjectiveC(_ source: CountBox?) -> TallyCounter {
    TallyCounter(limit: 0)
  }
}
