func ingredientList(
  _ items: String..., separator: String = ", ", last: String = " and "
) -> String {
  // TODO: 用 `separator` 连接各项，最后一项前面用 `last`
  items.joined(separator: separator)
}
