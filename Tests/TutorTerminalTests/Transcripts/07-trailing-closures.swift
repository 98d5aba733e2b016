func repeatTimes(_ n: Int, body: (Int) -> Void) {
  for i in 0..<n { body(i) }
}
repeatTimes(3) { i in
  print("tick \(i)")
}
func animate(duration: Double, animations: () -> Void, completion: (Bool) -> Void) {
  animations()
  completion(true)
}
animate(duration: 0.3) {
  print("animating")
} completion: { done in
  print("done: \(done)")
}
let sorted = [3, 1, 2].sorted
{ $0 > $1 }
print(sorted)
