// Wrong: compares exact types, so subclasses (EquilateralTriangle, a Square subclass) are missed.
func countShapes(_ shapes: [NamedShape]) -> (squares: Int, triangles: Int) {
  var squares = 0
  var triangles = 0
  for shape in shapes {
    if type(of: shape) == Square.self {
      squares += 1
    } else if type(of: shape) == Triangle.self {
      triangles += 1
    }
  }
  return (squares, triangles)
}
