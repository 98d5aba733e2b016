import TutorChecks

let checks = Checks {
  check("three items: \"salt, pepper and olive oil\"") {
    try expectEqual(
      ingredientList("salt", "pepper", "olive oil"), "salt, pepper and olive oil",
      "ingredientList(\"salt\", \"pepper\", \"olive oil\")")
  }
  check("two items are joined by \" and \" only") {
    try expectEqual(
      ingredientList("bread", "butter"), "bread and butter", "ingredientList(\"bread\", \"butter\")"
    )
  }
  check("a single item comes back unchanged") {
    try expectEqual(ingredientList("rice"), "rice", "ingredientList(\"rice\")")
  }
  check("no items give an empty string") {
    try expectEqual(ingredientList(), "", "ingredientList()")
  }
  check("many items: commas everywhere but before the last") {
    try expectEqual(
      ingredientList("flour", "eggs", "milk", "sugar", "salt"), "flour, eggs, milk, sugar and salt",
      "ingredientList(\"flour\", \"eggs\", \"milk\", \"sugar\", \"salt\")")
  }
  check("last: replaces \" and \"") {
    try expectEqual(
      ingredientList("tea", "coffee", "juice", last: " or "), "tea, coffee or juice",
      "ingredientList(\"tea\", \"coffee\", \"juice\", last: \" or \")")
    try expectEqual(
      ingredientList("yes", "no", last: " or "), "yes or no",
      "ingredientList(\"yes\", \"no\", last: \" or \")")
  }
  check("separator: replaces \", \"") {
    try expectEqual(
      ingredientList("a", "b", "c", separator: " + "), "a + b and c",
      "ingredientList(\"a\", \"b\", \"c\", separator: \" + \")")
  }
  check("both labels together") {
    try expectEqual(
      ingredientList("a", "b", "c", "d", separator: "; ", last: " & "), "a; b; c & d",
      "ingredientList(\"a\", \"b\", \"c\", \"d\", separator: \"; \", last: \" & \")")
    try expectEqual(
      ingredientList("x", separator: "-", last: "+"), "x",
      "ingredientList(\"x\", separator: \"-\", last: \"+\")")
  }
}
