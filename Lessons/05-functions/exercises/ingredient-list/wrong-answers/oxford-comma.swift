// Wrong: adds a comma before the last word ("salt, pepper, and olive oil").
func ingredientList(
  _ items: String..., separator: String = ", ", last: String = " and "
) -> String {
  guard let final = items.last, items.count > 1 else { return items.first ?? "" }
  let comma = items.count > 2 ? "," : ""
  return items.dropLast().joined(separator: separator) + comma + last + final
}
