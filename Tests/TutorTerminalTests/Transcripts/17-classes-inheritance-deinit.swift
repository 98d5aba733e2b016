class Vehicle {
  var currentSpeed = 0.0
  var description: String { "traveling at \(currentSpeed) mph" }
  func makeNoise() {}
}
class Bicycle: Vehicle {
  var hasBasket = false
}
class Train: Vehicle {
  override func makeNoise() { print("Choo Choo") }
}
let bicycle = Bicycle()
bicycle.currentSpeed = 15.0
print("Bicycle: \(bicycle.description)")
Train().makeNoise()
class Car: Vehicle {
  var gear = 1
  override var description: String { super.description + " in gear \(gear)" }
}
let car = Car()
car.currentSpeed = 25.0
car.gear = 3
print("Car: \(car.description)")
class Resource {
  let name: String
  init(name: String) { self.name = name; print("open \(name)") }
  deinit { print("close \(name)") }
}
var handle: Resource? = Resource(name: "file")
handle = nil
print("after")
