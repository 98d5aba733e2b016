import TutorChecks

let checks = Checks {
  check("three items: \"salt, pepper and olive oil\"", zh: "三项：\"salt, pepper and olive oil\"") {
    observe(
      ingredientList("salt", "pepper", "olive oil") as String,
      "ingredientList(\"salt\", \"pepper\", \"olive oil\")")
  }
  check("two items are joined by \" and \" only", zh: "两项之间只用 \" and \" 连接", hint: 3) {
    observe(ingredientList("bread", "butter") as String, "ingredientList(\"bread\", \"butter\")")
  }
  check("a single item comes back unchanged", zh: "只有一项时原样返回", hint: 2) {
    observe(ingredientList("rice") as String, "ingredientList(\"rice\")")
  }
  check("no items give an empty string", zh: "没有任何项时返回空字符串", hint: 2) {
    observe(ingredientList() as String, "ingredientList()")
  }
  check("many items: commas everywhere but before the last", zh: "很多项：除了最后一项前面，其余各项之间都用逗号") {
    observe(
      ingredientList("flour", "eggs", "milk", "sugar", "salt") as String,
      "ingredientList(\"flour\", \"eggs\", \"milk\", \"sugar\", \"salt\")")
  }
  check("last: replaces \" and \"", zh: "last: 代替 \" and \"", hint: 3) {
    observe(
      ingredientList("tea", "coffee", "juice", last: " or ") as String,
      "ingredientList(\"tea\", \"coffee\", \"juice\", last: \" or \")")
    observe(
      ingredientList("yes", "no", last: " or ") as String,
      "ingredientList(\"yes\", \"no\", last: \" or \")")
  }
  check("separator: replaces \", \"", zh: "separator: 代替 \", \"", hint: 3) {
    observe(
      ingredientList("a", "b", "c", separator: " + ") as String,
      "ingredientList(\"a\", \"b\", \"c\", separator: \" + \")")
  }
  check("both labels together", zh: "两个标签一起用") {
    observe(
      ingredientList("a", "b", "c", "d", separator: "; ", last: " & ") as String,
      "ingredientList(\"a\", \"b\", \"c\", \"d\", separator: \"; \", last: \" & \")")
    observe(
      ingredientList("x", separator: "-", last: "+") as String,
      "ingredientList(\"x\", separator: \"-\", last: \"+\")")
  }
  check("random items, separators and last words", zh: "随机生成的项、分隔符和结尾连接词") {
    for _ in 0..<30 {
      let words = ["salt", "pepper", "rice", "tea", "olive oil", "", "x, y", "and"]
      let items = Draw.array(count: 0...5) { Draw.element(of: words) }
      let separator = Draw.element(of: [", ", "; ", "-", ""])
      let last = Draw.element(of: [" and ", " or ", "+", ""])
      let described = items.map(\.probeText).joined(separator: ", ")
      observe(
        probeList(items, separator: separator, last: last),
        "ingredientList(\(described)\(described.isEmpty ? "" : ", ")separator: "
          + "\(separator.probeText), last: \(last.probeText))")
    }
  }
}

/// Calls the variadic `ingredientList` with up to five items.
private func probeList(_ items: [String], separator: String, last: String) -> String {
  let item = { (index: Int) in items[index] }
  switch items.count {
  case 0: return ingredientList(separator: separator, last: last)
  case 1: return ingredientList(item(0), separator: separator, last: last)
  case 2: return ingredientList(item(0), item(1), separator: separator, last: last)
  case 3: return ingredientList(item(0), item(1), item(2), separator: separator, last: last)
  case 4:
    return ingredientList(item(0), item(1), item(2), item(3), separator: separator, last: last)
  default:
    return ingredientList(
      item(0), item(1), item(2), item(3), item(4), separator: separator, last: last)
  }
}
