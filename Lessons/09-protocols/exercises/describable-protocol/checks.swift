import MealKit
import Shapes
import TutorChecks

let checks = Checks {
  check(
    "Caprese Salad is described as \"Caprese Salad (4/5)\"",
    zh: "Caprese Salad 的描述是 \"Caprese Salad (4/5)\""
  ) {
    let items: [any Describable] = [MealKit.Meal.samples[0]]
    observe(items[0].summary, "(Meal.samples[0] as any Describable).summary")
  }
  check(
    "every sample meal is described as \"<name> (<rating>/5)\"",
    zh: "每个示例菜品的描述都是 \"<name> (<rating>/5)\""
  ) {
    let items: [any Describable] = MealKit.Meal.samples
    observe(items.map(\.summary), "(Meal.samples as [any Describable]).map(\\.summary)")
  }
  check("new meals rated 0, 5 and 2 are described", zh: "评分为 0、5、2 的新菜品也有描述") {
    for (name, rating) in [("Toast", 0), ("Pho", 5), ("Green Curry with Rice", 2)] {
      let item: (any Describable)? = MealKit.Meal(name: name, photo: nil, rating: rating)
      observe(item?.summary, "Meal(name: \(show(name)), photo: nil, rating: \(rating))?.summary")
    }
  }
  check(
    "a meal whose rating changed reports the new rating", zh: "修改评分后的菜品报告新的评分"
  ) {
    // A valid name and rating: the library's init succeeds.
    var meal = MealKit.Meal(name: "Soup", photo: nil, rating: 1) ?? MealKit.Meal.samples[0]
    meal.rating = 3
    let item: any Describable = meal
    observe(
      item.summary,
      "var meal = Meal(name: \"Soup\", photo: nil, rating: 1)!; meal.rating = 3; meal.summary")
  }
  check(
    "a Square named \"box\" inherits the conformance: \"box: 4 sides\"",
    zh: "名为 \"box\" 的 Square 继承了协议遵循：\"box: 4 sides\""
  ) {
    let item: any Describable = Shapes.Square(sideLength: 2, name: "box")
    observe(item.summary, "Square(sideLength: 2, name: \"box\").summary")
  }
  check("triangles are described with 3 sides", zh: "三角形的描述是 3 条边") {
    let items: [any Describable] = [
      Shapes.Triangle(sideLength: 3, name: "wedge"),
      Shapes.EquilateralTriangle(sideLength: 1.5, name: "even"),
    ]
    observe(
      items.map(\.summary),
      "[Triangle named \"wedge\", EquilateralTriangle named \"even\"].map(\\.summary)",
      zh: "[名为 \"wedge\" 的 Triangle, 名为 \"even\" 的 EquilateralTriangle].map(\\.summary)")
  }
  check(
    "a circle still says \"sides\": \"ring: 1 sides\"", zh: "圆也用 \"sides\"：\"ring: 1 sides\""
  ) {
    let item: (any Describable)? = Shapes.Circle(radius: 2, name: "ring")
    observe(item?.summary, "Circle(radius: 2, name: \"ring\")?.summary")
  }
  check(
    "a NamedShape whose numberOfSides was changed reports the new number",
    zh: "修改了 numberOfSides 的 NamedShape 报告新的边数"
  ) {
    let shape = Shapes.NamedShape(name: "hexagon")
    shape.numberOfSides = 6
    let item: any Describable = shape
    observe(
      item.summary, "NamedShape(name: \"hexagon\") after numberOfSides = 6: summary",
      zh: "NamedShape(name: \"hexagon\") 设置 numberOfSides = 6 之后的 summary")
    shape.numberOfSides = 8
    observe(
      item.summary, "then after numberOfSides = 8: summary",
      zh: "再设置 numberOfSides = 8 之后的 summary")
    shape.name = "octagon"
    observe(
      item.summary, "then after name = \"octagon\": summary",
      zh: "再设置 name = \"octagon\" 之后的 summary")
  }
  check("meals and shapes mix in one [any Describable]", zh: "菜品和图形可以放在同一个 [any Describable] 里") {
    let items: [any Describable] = [
      Shapes.Square(sideLength: 1, name: "tile"),
      MealKit.Meal.samples[2],
      Shapes.NamedShape(name: "blob"),
    ]
    observe(
      items.map(\.summary),
      "[Square named \"tile\", Meal.samples[2], NamedShape(name: \"blob\")].map(\\.summary)",
      zh: "[名为 \"tile\" 的 Square, Meal.samples[2], NamedShape(name: \"blob\")].map(\\.summary)")
  }
  check("random meals and shapes", zh: "随机的菜品和图形") {
    for _ in 0..<20 {
      let name = Draw.string(length: 1...8, from: "abcxyz ABC")
      let rating = Draw.int(in: 0...5)
      let meal: (any Describable)? = MealKit.Meal(name: name, photo: nil, rating: rating)
      observe(meal?.summary, "Meal(name: \(show(name)), photo: nil, rating: \(rating))?.summary")
      let sides = Draw.int(in: 0...12)
      let shape = Shapes.NamedShape(name: name)
      shape.numberOfSides = sides
      let item: any Describable = shape
      observe(
        item.summary, "NamedShape(name: \(show(name))) with numberOfSides = \(sides): summary",
        zh: "NamedShape(name: \(show(name)))（numberOfSides = \(sides)）的 summary")
    }
  }
}
