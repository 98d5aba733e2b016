var greeting = "Hello"
print(greeting)
greeting += ", world"
print(greeting)
func shout(_ s: String) -> String { s.uppercased() }
print(shout(greeting))
let count = greeting.count
print(count)
