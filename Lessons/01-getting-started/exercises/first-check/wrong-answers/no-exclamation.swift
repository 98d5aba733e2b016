// Wrong: the "!" at the end is missing.
func welcome(_ person: String) -> String {
  "Welcome, " + person
}
