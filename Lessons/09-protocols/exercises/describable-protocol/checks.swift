import MealKit
import Shapes
import TutorChecks

let checks = Checks {
  check("Caprese Salad is described as \"Caprese Salad (4/5)\"") {
    let items: [any Describable] = [MealKit.Meal.samples[0]]
    try expectEqual(items[0].summary, "Caprese Salad (4/5)", "summary of Meal.samples[0]")
  }
  check("every sample meal is described as \"<name> (<rating>/5)\"") {
    let items: [any Describable] = MealKit.Meal.samples
    try expectEqual(
      items.map(\.summary),
      ["Caprese Salad (4/5)", "Chicken and Potatoes (5/5)", "Pasta with Meatballs (3/5)"],
      "summaries of Meal.samples")
  }
  check("new meals rated 0, 5 and 2 are described") {
    for (name, rating) in [("Toast", 0), ("Pho", 5), ("Green Curry with Rice", 2)] {
      let meal = try expectNotNil(
        MealKit.Meal(name: name, photo: nil, rating: rating), "Meal(name: \(show(name)), …)")
      let item: any Describable = meal
      try expectEqual(item.summary, "\(name) (\(rating)/5)", "summary of \(meal)")
    }
  }
  check("a meal whose rating changed reports the new rating") {
    var meal = try expectNotNil(MealKit.Meal(name: "Soup", photo: nil, rating: 1), "Soup")
    meal.rating = 3
    let item: any Describable = meal
    try expectEqual(item.summary, "Soup (3/5)", "summary after setting rating to 3")
  }
  check("a Square named \"box\" inherits the conformance: \"box: 4 sides\"") {
    let item: any Describable = Shapes.Square(sideLength: 2, name: "box")
    try expectEqual(item.summary, "box: 4 sides", "summary of a Square named \"box\"")
  }
  check("triangles are described with 3 sides") {
    let items: [any Describable] = [
      Shapes.Triangle(sideLength: 3, name: "wedge"),
      Shapes.EquilateralTriangle(sideLength: 1.5, name: "even"),
    ]
    try expectEqual(
      items.map(\.summary), ["wedge: 3 sides", "even: 3 sides"], "summaries of two triangles")
  }
  check("a circle still says \"sides\": \"ring: 1 sides\"") {
    let circle = try expectNotNil(Shapes.Circle(radius: 2, name: "ring"), "Circle(radius: 2, …)")
    let item: any Describable = circle
    try expectEqual(item.summary, "ring: \(circle.numberOfSides) sides", "summary of a Circle")
  }
  check("a NamedShape whose numberOfSides was changed reports the new number") {
    let shape = Shapes.NamedShape(name: "hexagon")
    shape.numberOfSides = 6
    let item: any Describable = shape
    try expectEqual(item.summary, "hexagon: 6 sides", "summary after setting numberOfSides = 6")
    shape.numberOfSides = 8
    try expectEqual(item.summary, "hexagon: 8 sides", "summary after setting numberOfSides = 8")
  }
  check("meals and shapes mix in one [any Describable]") {
    let items: [any Describable] = [
      Shapes.Square(sideLength: 1, name: "tile"),
      MealKit.Meal.samples[2],
      Shapes.NamedShape(name: "blob"),
    ]
    try expectEqual(
      items.map(\.summary),
      ["tile: 4 sides", "Pasta with Meatballs (3/5)", "blob: 0 sides"],
      "summaries of a mixed list")
  }
}
