// Wrong: returns the two counts in the wrong order (triangles first).
func countShapes(_ shapes: [NamedShape]) -> (squares: Int, triangles: Int) {
  var squares = 0
  var triangles = 0
  for shape in shapes {
    if shape is Square {
      squares += 1
    } else if shape is Triangle {
      triangles += 1
    }
  }
  return (triangles, squares)
}
