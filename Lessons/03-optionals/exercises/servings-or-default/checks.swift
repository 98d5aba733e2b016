import MealKit
import Shapes
import TutorChecks

let checks = Checks {
  check("\"4\" gives 4") {
    try expectEqual(servings(from: "4"), 4, "servings(from: \"4\")")
  }
  check("\"0\" gives 0, not the default") {
    try expectEqual(servings(from: "0"), 0, "servings(from: \"0\")")
  }
  check("a negative number is returned as it is") {
    try expectEqual(servings(from: "-3"), -3, "servings(from: \"-3\")")
  }
  check("a word that is not a number gives 1") {
    try expectEqual(servings(from: "four"), 1, "servings(from: \"four\")")
  }
  check("empty text gives 1") {
    try expectEqual(servings(from: ""), 1, "servings(from: \"\")")
  }
  check("text with spaces or a fraction gives 1, as Int(_:) does") {
    for text in [" 2", "2 ", "2.5", "3 people"] {
      try expectEqual(servings(from: text), 1, "servings(from: \(show(text)))")
    }
  }
  check("many texts give what Int(_:) gives, or 1") {
    try expectSameResults(
      for: ["12", "+7", "007", "100000", "x1", "1x", "-0", "--2", "9999999999", "٣"],
      describe: { "servings(from: \(show($0)))" },
      student: { servings(from: $0) },
      reference: { Int($0) ?? 1 })
  }
}
