// Wrong: the name is not used as given; its first letter is made upper case.
func welcome(_ person: String) -> String {
  "Welcome, " + person.prefix(1).uppercased() + person.dropFirst() + "!"
}
