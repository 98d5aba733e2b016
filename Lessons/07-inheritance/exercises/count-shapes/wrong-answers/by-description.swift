// Wrong: decides by what a shape says of itself, not by its type. Any NamedShape subclass that
// describes itself as "A square …" (or a Square subclass that describes itself otherwise) is
// miscounted; the checks only ever use the library's own classes and a plain Square subclass.
func countShapes(_ shapes: [NamedShape]) -> (squares: Int, triangles: Int) {
  var squares = 0
  var triangles = 0
  for shape in shapes {
    let text = shape.simpleDescription()
    if text.hasPrefix("A square") {
      squares += 1
    } else if text.contains("triangle with sides") {
      triangles += 1
    }
  }
  return (squares, triangles)
}
