func welcome(_ person: String) -> String {
  // TODO: 返回 "Welcome, "，后面接名字和 "!"，例如 "Welcome, Ada!"
  return "Welcome!"
}
