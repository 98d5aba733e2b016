func makeCounter(startingAt start: Int = 0, step: Int = 1) -> () -> Int {
  var next = start
  return {
    let current = next
    next += step
    return current
  }
}
