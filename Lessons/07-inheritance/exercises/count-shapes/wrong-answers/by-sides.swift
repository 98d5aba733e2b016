// Wrong: decides by numberOfSides instead of by the object's type.
func countShapes(_ shapes: [NamedShape]) -> (squares: Int, triangles: Int) {
  var squares = 0
  var triangles = 0
  for shape in shapes {
    if shape.numberOfSides == 4 {
      squares += 1
    } else if shape.numberOfSides == 3 {
      triangles += 1
    }
  }
  return (squares, triangles)
}
