import Shapes
import TutorChecks

private let sizes: [(Double, Double)] = [(3, 2), (0.9, 2), (10, 10), (0.5, 7.25), (1, 100)]

let checks = Checks {
  check(
    "the designated initializer stores width, height and name",
    zh: "指定构造器保存宽、高和名字"
  ) {
    for (width, height) in sizes {
      let box = Rectangle(width: width, height: height, name: "box")
      let call = "Rectangle(width: \(width), height: \(height), name: \"box\")"
      observe(box.width, "\(call).width")
      observe(box.height, "\(call).height")
      observe(box.name, "\(call).name")
    }
  }
  check("a rectangle has 4 sides", zh: "矩形有 4 条边") {
    observe(
      Rectangle(width: 3, height: 2, name: "r").numberOfSides,
      "Rectangle(width: 3, height: 2, name: \"r\").numberOfSides")
    observe(
      Rectangle(side: 5, name: "s").numberOfSides, "Rectangle(side: 5, name: \"s\").numberOfSides")
  }
  check("init(side:name:) makes width and height equal", zh: "init(side:name:) 让宽和高相等") {
    for side in [1, 2.5, 40] as [Double] {
      let tile = Rectangle(side: side, name: "tile")
      let call = "Rectangle(side: \(side), name: \"tile\")"
      observe(tile.width, "\(call).width")
      observe(tile.height, "\(call).height")
      observe(tile.name, "\(call).name")
    }
  }
  check("area() is width times height", zh: "area() 等于宽乘以高") {
    for (width, height) in sizes {
      observe(
        Rectangle(width: width, height: height, name: "r").area(),
        "Rectangle(width: \(width), height: \(height), name: \"r\").area()", tolerance: 1e-9)
    }
    observe(
      Rectangle(side: 3, name: "t").area(), "Rectangle(side: 3, name: \"t\").area()",
      tolerance: 1e-9)
  }
  check(
    "simpleDescription() adds width and height to NamedShape's sentence",
    zh: "simpleDescription() 在 NamedShape 的句子后加上宽和高"
  ) {
    observe(
      Rectangle(width: 0.9, height: 2, name: "door").simpleDescription(),
      "Rectangle(width: 0.9, height: 2, name: \"door\").simpleDescription()")
    for (width, height) in sizes {
      observe(
        Rectangle(width: width, height: height, name: "r").simpleDescription(),
        "Rectangle(width: \(width), height: \(height), name: \"r\").simpleDescription()")
    }
  }
  check(
    "the description starts with super's, so it follows numberOfSides",
    zh: "描述以父类的描述开头，所以会跟着 numberOfSides 变化"
  ) {
    let odd = Rectangle(width: 2, height: 1, name: "odd")
    odd.numberOfSides = 5
    observe(
      odd.simpleDescription(),
      "let odd = Rectangle(width: 2, height: 1, name: \"odd\"); odd.numberOfSides = 5; "
        + "odd.simpleDescription()")
  }
  check(
    "changes to width and height show in area and description",
    zh: "修改宽和高后，面积和描述随之改变"
  ) {
    let pane = Rectangle(side: 1, name: "pane")
    pane.width = 4
    pane.height = 0.5
    let start = "let pane = Rectangle(side: 1, name: \"pane\"); pane.width = 4; pane.height = 0.5"
    observe(pane.area(), "\(start); pane.area()", tolerance: 1e-9)
    observe(pane.simpleDescription(), "\(start); pane.simpleDescription()")
  }
  check(
    "it is a NamedShape, and the override runs through one",
    zh: "它是 NamedShape 的子类，通过 NamedShape 调用时也会执行重写的方法"
  ) {
    let shape: NamedShape = Rectangle(width: 6, height: 3, name: "flag")
    let call = "(Rectangle(width: 6, height: 3, name: \"flag\") as NamedShape)"
    observe(shape.name, "\(call).name")
    observe(shape.simpleDescription(), "\(call).simpleDescription()")
    observe(shape is Shapes.Square, "\(call) is Square")
  }
  check(
    "a subclass of Rectangle inherits both initializers", zh: "Rectangle 的子类继承了两个构造器"
  ) {
    let banner = ChecksBanner(side: 2, name: "banner")
    observe(
      banner.width * banner.height, "width × height of Banner(side: 2, name: \"banner\")",
      zh: "Banner(side: 2, name: \"banner\") 的 width × height")
    observe(
      banner.simpleDescription(),
      "Banner(side: 2, name: \"banner\").simpleDescription(), where Banner adds \" Hooray!\"",
      zh: "Banner(side: 2, name: \"banner\").simpleDescription()，其中 Banner 会在末尾加上 "
        + "\" Hooray!\"")
    let flag = ChecksBanner(width: 3, height: 1.5, name: "flag")
    observe(
      flag.area(),
      "final class Banner: Rectangle { override func simpleDescription() -> String { "
        + "super.simpleDescription() + \" Hooray!\" } }; "
        + "Banner(width: 3, height: 1.5, name: \"flag\").area()",
      tolerance: 1e-9)
  }
  check("random sizes", zh: "随机尺寸") {
    for _ in 0..<25 {
      let width = Double(Draw.int(in: 1...40)) / 4
      let height = Double(Draw.int(in: 1...40)) / 4
      let rectangle = Rectangle(width: width, height: height, name: "r")
      let call = "Rectangle(width: \(width), height: \(height), name: \"r\")"
      observe(rectangle.numberOfSides, "\(call).numberOfSides")
      observe(rectangle.area(), "\(call).area()", tolerance: 1e-9)
      observe(rectangle.simpleDescription(), "\(call).simpleDescription()")
      let square = Rectangle(side: width, name: "s")
      observe(square.area(), "Rectangle(side: \(width), name: \"s\").area()", tolerance: 1e-9)
    }
  }
}

/// A subclass defined by the checks; it adds no stored properties, so it inherits every
/// initializer.
private final class ChecksBanner: Rectangle {
  override func simpleDescription() -> String { super.simpleDescription() + " Hooray!" }
}
