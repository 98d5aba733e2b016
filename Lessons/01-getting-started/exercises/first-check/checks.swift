import MealKit
import Shapes
import TutorChecks

let checks = Checks {
  check("welcome(\"Ada\") is \"Welcome, Ada!\"") {
    try expectEqual(welcome("Ada"), "Welcome, Ada!", "welcome(\"Ada\")")
  }
  check("the name is used exactly as given, with its capital letters") {
    try expectEqual(welcome("swift"), "Welcome, swift!", "welcome(\"swift\")")
    try expectEqual(welcome("SWIFT"), "Welcome, SWIFT!", "welcome(\"SWIFT\")")
  }
  check("a name with a space keeps the space") {
    try expectEqual(welcome("Grace Hopper"), "Welcome, Grace Hopper!", "welcome(\"Grace Hopper\")")
  }
  check("an empty name still gets the greeting around it") {
    try expectEqual(welcome(""), "Welcome, !", "welcome(\"\")")
  }
  check("names in other scripts work too") {
    try expectEqual(welcome("小明"), "Welcome, 小明!", "welcome(\"小明\")")
  }
  check("every call uses its own name") {
    let names = ["Tim", "Chris", "Meal Tracker", "x"]
    try expectEqual(
      names.map { welcome($0) }, names.map { "Welcome, \($0)!" }, "welcome for \(show(names))")
  }
}
