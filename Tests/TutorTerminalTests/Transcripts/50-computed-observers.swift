class StepCounter {
  var totalSteps: Int = 0 {
    willSet(newTotalSteps) {
      print("About to set totalSteps to \(newTotalSteps)")
    }
    didSet {
      if totalSteps > oldValue {
        print("Added \(totalSteps - oldValue) steps")
      }
    }
  }
}
let stepCounter = StepCounter()
stepCounter.totalSteps = 200
stepCounter.totalSteps = 360
struct Rect {
  var width = 0.0, height = 0.0
  var area: Double { width * height }
  var center: Double {
    get { width / 2 }
    set { width = newValue * 2 }
  }
}
var r = Rect(width: 3, height: 4)
print(r.area)
r.center = 10
print(r.width, r.area)
var observed = 1 {
  didSet { print("observed changed from \(oldValue) to \(observed)") }
}
observed = 5
