// Wrong: always counts up by 1 and ignores the `step` argument.
func makeCounter(startingAt start: Int = 0, step: Int = 1) -> () -> Int {
  var next = start
  return {
    let current = next
    next += 1
    return current
  }
}
