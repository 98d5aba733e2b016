// Wrong: no space after the comma ("Welcome,Ada!").
func welcome(_ person: String) -> String {
  "Welcome," + person + "!"
}
