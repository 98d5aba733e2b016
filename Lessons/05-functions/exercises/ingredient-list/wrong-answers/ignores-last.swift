// Wrong: always uses " and " before the final item and ignores the `last` argument.
func ingredientList(
  _ items: String..., separator: String = ", ", last: String = " and "
) -> String {
  guard let final = items.last, items.count > 1 else { return items.first ?? "" }
  return items.dropLast().joined(separator: separator) + " and " + final
}
