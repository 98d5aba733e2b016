class Rectangle: NamedShape {
  var width: Double
  var height: Double

  init(width: Double, height: Double, name: String) {
    self.width = width
    self.height = height
    super.init(name: name)
    // TODO: 矩形有 4 条边
  }

  convenience init(side: Double, name: String) {
    // TODO: 用相等的宽和高调用指定构造器
    self.init(width: side, height: 1, name: name)
  }

  func area() -> Double {
    // TODO: 宽乘以高
    0
  }

  override func simpleDescription() -> String {
    // TODO: 先是 super 的描述，再接 " It is <width> wide and <height> tall."
    super.simpleDescription()
  }
}
