let grid = """
#..#
.##.
#..#
""".split(separator: "\n").map { Array($0) }
let rows = grid.count, cols = grid[0].count
print(rows, cols)
struct Pos: Hashable { var r: Int; var c: Int }
var walls = Set<Pos>()
for r in 0..<rows {
  for c in 0..<cols where grid[r][c] == "#" {
    walls.insert(Pos(r: r, c: c))
  }
}
print(walls.count)
func neighbors(_ p: Pos) -> [Pos] {
  [(-1, 0), (1, 0), (0, -1), (0, 1)]
    .map { Pos(r: p.r + $0.0, c: p.c + $0.1) }
    .filter { (0..<rows).contains($0.r) && (0..<cols).contains($0.c) }
}
print(neighbors(Pos(r: 0, c: 0)).count)
let open = neighbors(Pos(r: 1, c: 1)).filter { !walls.contains($0) }
print(open.map { "(\($0.r),\($0.c))" }.joined(separator: " "))
