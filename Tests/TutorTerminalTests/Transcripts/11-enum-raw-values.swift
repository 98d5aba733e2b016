enum Planet: Int, CaseIterable {
  case mercury = 1, venus, earth, mars
}
print(Planet.earth.rawValue)
print(Planet(rawValue: 4) ?? .mercury)
print(Planet.allCases.count)
enum CompassPoint: String {
  case north, south
  case east = "E"
}
print(CompassPoint.north.rawValue, CompassPoint.east.rawValue)
for planet in Planet.allCases {
  print(planet, terminator: " ")
}
print()
