struct Countdown: Sequence {
  let start: Int
  func makeIterator() -> CountdownIterator {
    CountdownIterator(count: start)
  }
}
struct CountdownIterator: IteratorProtocol {
  var count: Int
  mutating func next() -> Int? {
    if count == 0 { return nil }
    defer { count -= 1 }
    return count
  }
}
for n in Countdown(start: 3) {
  print(n, terminator: "... ")
}
print("Liftoff!")
print(Array(Countdown(start: 5)).filter { $0.isMultiple(of: 2) })
let fib = sequence(state: (0, 1)) { state -> Int? in
  defer { state = (state.1, state.0 + state.1) }
  return state.0
}
print(Array(fib.prefix(10)))
print(Array(stride(from: 0, to: 10, by: 3)))
