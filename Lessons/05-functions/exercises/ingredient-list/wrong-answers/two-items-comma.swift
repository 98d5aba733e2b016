// Wrong: only lists of three or more get `last`; two items are joined with the separator.
func ingredientList(
  _ items: String..., separator: String = ", ", last: String = " and "
) -> String {
  guard let final = items.last, items.count > 2 else {
    return items.joined(separator: separator)
  }
  return items.dropLast().joined(separator: separator) + last + final
}
