func countShapes(_ shapes: [NamedShape]) -> (squares: Int, triangles: Int) {
  // TODO: 数出 Square 和 Triangle 的个数（EquilateralTriangle 也是 Triangle）
  (squares: 0, triangles: shapes.count)
}
