// Wrong: adds the step before returning, so the first call gives start + step instead of start.
func makeCounter(startingAt start: Int = 0, step: Int = 1) -> () -> Int {
  var current = start
  return {
    current += step
    return current
  }
}
