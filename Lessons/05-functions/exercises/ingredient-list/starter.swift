func ingredientList(
  _ items: String..., separator: String = ", ", last: String = " and "
) -> String {
  // TODO: join the items with `separator`, using `last` before the final one
  items.joined(separator: separator)
}
