func welcome(_ person: String) -> String {
  return "Welcome, " + person + "!"
}
