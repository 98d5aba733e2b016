class Circle: NamedShape {
  var radius: Double

  init?(radius: Double, name: String) {
    // TODO: 除非 radius > 0，否则返回 nil；并把 numberOfSides 设为 1
    self.radius = radius
    super.init(name: name)
  }

  override func simpleDescription() -> String {
    // TODO: "A circle with a radius of <radius>."（<radius> 换成半径）
    "A circle."
  }

  func area() -> Double {
    // TODO: π r²（圆周率乘半径的平方）
    0
  }
}
