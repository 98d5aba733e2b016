import Shapes
import TutorChecks

private let validRadii: [Double] = [0.5, 1, 2.5, 4.2, 100, 0.001]

let checks = Checks {
  check("a radius of 0 fails", zh: "半径为 0 时构造失败") {
    observe(Circle(radius: 0, name: "dot") == nil, "Circle(radius: 0, name: \"dot\") == nil")
  }
  check("negative radii fail", zh: "负半径时构造失败") {
    for radius in [-1, -7, -0.5, -100] as [Double] {
      observe(
        Circle(radius: radius, name: "bad") == nil,
        "Circle(radius: \(radius), name: \"bad\") == nil")
    }
  }
  check("positive radii succeed and keep the radius", zh: "正半径时构造成功并保存半径") {
    for radius in validRadii {
      observe(
        Circle(radius: radius, name: "c")?.radius, "Circle(radius: \(radius), name: \"c\")?.radius")
    }
  }
  check("the name is kept", zh: "名字被保存下来") {
    for name in ["coin", "big wheel", ""] {
      observe(Circle(radius: 1, name: name)?.name, "Circle(radius: 1, name: \(show(name)))?.name")
    }
  }
  check("a circle has 1 side", zh: "圆有 1 条边") {
    for radius in [0.5, 3] as [Double] {
      observe(
        Circle(radius: radius, name: "c")?.numberOfSides,
        "Circle(radius: \(radius), name: \"c\")?.numberOfSides")
    }
  }
  check(
    "simpleDescription() is \"A circle with a radius of <radius>.\"",
    zh: "simpleDescription() 返回 \"A circle with a radius of <radius>.\""
  ) {
    for radius in validRadii {
      observe(
        Circle(radius: radius, name: "c")?.simpleDescription(),
        "Circle(radius: \(radius), name: \"c\")?.simpleDescription()")
    }
  }
  check("area() is π r²", zh: "area() 等于 π r²") {
    for radius in validRadii {
      observe(
        Circle(radius: radius, name: "c")?.area(), "Circle(radius: \(radius), name: \"c\")?.area()",
        tolerance: 1e-9)
    }
  }
  check(
    "changing radius changes the description and the area", zh: "修改半径后，描述和面积随之改变"
  ) {
    let circle = Circle(radius: 1, name: "c")
    circle?.radius = 3
    let start = "let circle = Circle(radius: 1, name: \"c\"); circle?.radius = 3"
    observe(circle?.radius, "\(start); circle?.radius")
    observe(circle?.simpleDescription(), "\(start); circle?.simpleDescription()")
    observe(circle?.area(), "\(start); circle?.area()", tolerance: 1e-9)
  }
  check(
    "it is a NamedShape, and overrides simpleDescription()",
    zh: "它是 NamedShape 的子类，并重写了 simpleDescription()"
  ) {
    let shape: NamedShape? = Circle(radius: 2.5, name: "ring")
    let call = "(Circle(radius: 2.5, name: \"ring\") as NamedShape?)"
    observe(shape?.name, "\(call)?.name")
    observe(shape?.numberOfSides, "\(call)?.numberOfSides")
    observe(shape?.simpleDescription(), "\(call)?.simpleDescription()")
  }
  check("random radii, positive and not", zh: "随机半径，有正有负") {
    for _ in 0..<30 {
      let radius = Draw.bool() ? Draw.double(in: -2...60) : Double(Draw.int(in: -3...12))
      let circle = Circle(radius: radius, name: "r")
      let call = "Circle(radius: \(radius), name: \"r\")"
      observe(circle == nil, "\(call) == nil")
      observe(circle?.radius, "\(call)?.radius")
      observe(circle?.numberOfSides, "\(call)?.numberOfSides")
      observe(circle?.simpleDescription(), "\(call)?.simpleDescription()")
      observe(circle?.area(), "\(call)?.area()", tolerance: 1e-9)
    }
  }
}
