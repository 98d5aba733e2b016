// Wrong: stops at table 29 (a half-open range).
for table in 1..<30 {
  switch (table % 3, table % 5) {
  case (0, 0):
    print("Soup and Salad")
  case (0, _):
    print("Soup")
  case (_, 0):
    print("Salad")
  default:
    print(table)
  }
}
