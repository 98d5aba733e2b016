import MealKit
import TutorChecks

let checks = Checks {
  check("largest of some Ints") {
    try expectSameResults(
      for: [[3, 9, 4], [12], [1, 2, 3, 4], [4, 3, 2, 1], [5, 8, 8, 2]],
      describe: { "largest(\($0))" },
      student: { largest($0) }, reference: { $0.max() })
  }
  check("largest of negative Ints is not 0") {
    try expectEqual(largest([-5, -2, -9]), -2, "largest([-5, -2, -9])")
  }
  check("largest of an empty array is nil") {
    try expectNil(largest([Int]()), "largest([Int]())")
    try expectNil(largest([String]()), "largest([String]())")
  }
  check("largest of Strings and Doubles") {
    try expectEqual(
      largest(["pear", "apple", "plum"]), "plum", "largest([\"pear\", \"apple\", \"plum\"])")
    try expectEqual(largest(["b", "B", "a"]), "b", "largest([\"b\", \"B\", \"a\"])")
    try expectEqual(largest([2.5, -1.0, 2.25]), 2.5, "largest([2.5, -1.0, 2.25])")
  }
  check("positions of an Int that occurs several times") {
    try expectEqual(
      positions(of: 7, in: [7, 1, 7, 7]), [0, 2, 3], "positions(of: 7, in: [7, 1, 7, 7])")
    try expectEqual(positions(of: 1, in: [7, 1, 7, 7]), [1], "positions(of: 1, in: [7, 1, 7, 7])")
  }
  check("positions of something missing is []") {
    try expectEqual(positions(of: 5, in: [7, 1, 7]), [], "positions(of: 5, in: [7, 1, 7])")
    try expectEqual(positions(of: 5, in: []), [], "positions(of: 5, in: [])")
  }
  check("positions works with Strings, case-sensitively") {
    let words = ["tea", "Tea", "coffee", "tea"]
    try expectEqual(
      positions(of: "tea", in: words), [0, 3], "positions(of: \"tea\", in: \(show(words)))")
  }
  check("positions works with MealKit's Meal") {
    let meals = MealKit.Meal.samples + MealKit.Meal.samples.reversed()
    for (index, meal) in MealKit.Meal.samples.enumerated() {
      try expectEqual(
        positions(of: meal, in: meals), [index, 5 - index],
        "positions(of: \(meal), in: samples + reversed)")
    }
  }
}
