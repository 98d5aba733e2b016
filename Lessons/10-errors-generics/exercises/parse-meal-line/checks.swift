import MealKit
import TutorChecks

let checks = Checks {
  check("a well-formed line gives the meal", zh: "格式正确的一行得到对应的菜品") {
    for line in ["Caprese Salad;4", "Toast;0"] {
      observe(
        try parsed(line), "let meal = try parseMeal(\(show(line))).get(); (meal.name, meal.rating)")
      observe(
        try parseMeal(line).get().photo == nil, "try parseMeal(\(show(line))).get().photo == nil")
    }
  }
  check(
    "spaces around both fields are trimmed, inner spaces kept",
    zh: "两个字段首尾的空格被去掉，中间的空格保留"
  ) {
    for line in ["  Pasta with Meatballs ; 5 ", "\tPho\t;\t3\t"] {
      observe(
        try parsed(line), "let meal = try parseMeal(\(show(line))).get(); (meal.name, meal.rating)")
    }
  }
  check(
    "a line without exactly two fields is .wrongFieldCount",
    zh: "不是正好两个字段的行得到 .wrongFieldCount"
  ) {
    for line in ["Soup", "", "Soup;3;extra", ";;;"] {
      observe(try parsed(line), "parseMeal(\(show(line)))")
    }
  }
  check(
    "a rating that is not a number is .badRating with the trimmed text",
    zh: "评分不是数字时得到 .badRating，带上去掉空格后的文本"
  ) {
    for line in ["Soup; four ", "Soup;", "Soup;3.5"] {
      observe(try parsed(line), "parseMeal(\(show(line)))")
    }
  }
  check(
    "other space characters are trimmed too, line breaks are not",
    zh: "其他空格字符也要去掉，换行符不去掉"
  ) {
    for line in ["\u{3000}Miso Soup\u{A0};\u{A0}2\u{3000}", "Udon\u{2003}; 4\u{A0}"] {
      observe(
        try parsed(line), "let meal = try parseMeal(\(show(line))).get(); (meal.name, meal.rating)")
    }
    for line in ["Soup\r;3", "Tea;2\r", "\nRamen ;1", "Rice;\n5"] {
      observe(try parsed(line), "parseMeal(\(show(line)))")
    }
  }
  check("the rating is checked before the name", zh: "先检查评分，再检查名字") {
    observe(try parsed(" ;x"), "parseMeal(\" ;x\")")
  }
  check(
    "an empty name or a rating outside 0...5 is .invalidMeal",
    zh: "名字为空或评分不在 0...5 之内时得到 .invalidMeal"
  ) {
    for line in [";4", "   ; 2", "Soup;6", "Soup;-1"] {
      observe(try parsed(line), "parseMeal(\(show(line)))")
    }
  }
  check("parseAll returns every meal in order", zh: "parseAll 按顺序返回所有菜品") {
    let lines = ["Caprese Salad;4", "Chicken and Potatoes; 5", " Pasta with Meatballs;3"]
    observe(try all(lines), "try parseAll(\(show(lines))).map { ($0.name, $0.rating) }")
    observe(
      try parseAll(lines).allSatisfy { $0.photo == nil }, "every photo is nil",
      zh: "每道菜品的 photo 都是 nil")
    observe(try all([]), "try parseAll([])")
  }
  check(
    "parseAll throws the error of the first failing line", zh: "parseAll 抛出第一个出错行的错误"
  ) {
    let lines = ["Soup;3", "Cake;nine", "Tea", "Rice;7"]
    observe(try all(lines), "try parseAll(\(show(lines)))")
    let later = ["Soup;3", "Tea", "Cake;nine"]
    observe(try all(later), "try parseAll(\(show(later)))")
  }
  check("random lines", zh: "随机生成的行") {
    for _ in 0..<30 {
      let line = randomLine()
      observe(try parsed(line), "parseMeal(\(show(line)))")
    }
    for _ in 0..<10 {
      let lines = Draw.array(count: 0...4) { randomLine() }
      observe(try all(lines), "try parseAll(\(show(lines)))")
    }
  }
}

/// The parsed meal's name and rating; a failure is thrown, so it is observed as
/// `throws ParseError.…`.
private func parsed(_ line: String) throws -> Pair<String, Int> {
  let meal = try parseMeal(line).get()
  return Pair(meal.name, meal.rating)
}

private func all(_ lines: [String]) throws -> [Pair<String, Int>] {
  try parseAll(lines).map { Pair($0.name, $0.rating) }
}

/// A line that is often valid, and otherwise wrong in one of the ways the task names.
private func randomLine() -> String {
  let name = Draw.element(of: [
    "Soup", "Tea Time", " Pho ", "", "  ", "\tRamen", "\u{3000}Miso\u{A0}", "Udon\r", "\nDal",
  ])
  let rating = Draw.element(of: [
    "3", " 5 ", "0", "x", "-1", "6", "", "2.5", "4\t", "\u{A0}1\u{3000}", "2\r", "\n4",
  ])
  switch Draw.int(in: 0...5) {
  case 0: return name
  case 1: return "\(name);\(rating);\(rating)"
  default: return "\(name);\(rating)"
  }
}
