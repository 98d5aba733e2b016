import MealKit
import TutorChecks

let checks = Checks {
  check("a valid name and rating give the meal", zh: "有效的名字和评分得到对应的菜品") {
    observe(
      try validated("Miso Soup", 3),
      "let meal = try validatedMeal(name: \"Miso Soup\", rating: 3); (meal.name, meal.rating)")
    observe(
      try validatedMeal(name: "Miso Soup", rating: 3).photo == nil,
      "try validatedMeal(name: \"Miso Soup\", rating: 3).photo == nil")
  }
  check("ratings 0 and 5 are accepted", zh: "评分 0 和 5 被接受") {
    observe(
      try validated("Toast", 0),
      "let meal = try validatedMeal(name: \"Toast\", rating: 0); (meal.name, meal.rating)")
    observe(
      try validated("Cake", 5),
      "let meal = try validatedMeal(name: \"Cake\", rating: 5); (meal.name, meal.rating)")
  }
  check("a name of one space is accepted", zh: "只有一个空格的名字被接受") {
    observe(
      try validated(" ", 2),
      "let meal = try validatedMeal(name: \" \", rating: 2); (meal.name, meal.rating)")
  }
  check("an empty name throws .emptyName", zh: "空名字抛出 .emptyName") {
    observe(try validated("", 3), "try validatedMeal(name: \"\", rating: 3)")
  }
  check(
    "a rating outside 0...5 throws .ratingOutOfRange with that rating",
    zh: "评分不在 0...5 之内时抛出带有该评分的 .ratingOutOfRange"
  ) {
    for rating in [6, -1, 100] {
      observe(try validated("Soup", rating), "try validatedMeal(name: \"Soup\", rating: \(rating))")
    }
  }
  check("when both are wrong, the name is reported first", zh: "两者都错时，先报告名字的问题") {
    observe(try validated("", 9), "try validatedMeal(name: \"\", rating: 9)")
    observe(try validated("", -1), "try validatedMeal(name: \"\", rating: -1)")
  }
  check(
    "the message for a valid meal is \"Saved <name> with <rating> stars\"",
    zh: "有效菜品的消息是 \"Saved <name> with <rating> stars\""
  ) {
    observe(inputMessage(name: "Soup", rating: 3), "inputMessage(name: \"Soup\", rating: 3)")
    observe(
      inputMessage(name: "Pasta with Meatballs", rating: 0),
      "inputMessage(name: \"Pasta with Meatballs\", rating: 0)")
  }
  check(
    "the message for an empty name is \"A meal needs a name\"",
    zh: "空名字的消息是 \"A meal needs a name\""
  ) {
    observe(inputMessage(name: "", rating: 4), "inputMessage(name: \"\", rating: 4)")
    observe(inputMessage(name: "", rating: -4), "inputMessage(name: \"\", rating: -4)")
  }
  check("the message for a bad rating names the rating", zh: "评分有误时，消息里写出这个评分") {
    observe(inputMessage(name: "Soup", rating: 7), "inputMessage(name: \"Soup\", rating: 7)")
    observe(inputMessage(name: "Soup", rating: -2), "inputMessage(name: \"Soup\", rating: -2)")
  }
  check("random names and ratings", zh: "随机的名字和评分") {
    for _ in 0..<30 {
      let name =
        Draw.bool()
        ? Draw.element(of: ["", " ", "Soup", "Green Curry", "x"])
        : Draw.string(length: 0...60, from: "abcZ 7é-·寿")
      let rating = Draw.int(in: -3...8)
      let call = "(name: \(show(name)), rating: \(rating))"
      observe(try validated(name, rating), "try validatedMeal\(call)")
      observe(inputMessage(name: name, rating: rating), "inputMessage\(call)")
    }
  }
}

/// The meal's name and rating; an error is thrown, so it is observed as `throws …`.
private func validated(_ name: String, _ rating: Int) throws -> Pair<String, Int> {
  let meal = try validatedMeal(name: name, rating: rating)
  return Pair(meal.name, meal.rating)
}
