func welcome(_ person: String) -> String {
  // TODO: return "Welcome, " followed by the name and "!", e.g. "Welcome, Ada!"
  return "Welcome!"
}
