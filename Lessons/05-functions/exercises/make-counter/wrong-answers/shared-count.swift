// Wrong: every counter uses one shared variable, so two counters change each other's count.
nonisolated(unsafe) var sharedNext = 0

func makeCounter(startingAt start: Int = 0, step: Int = 1) -> () -> Int {
  sharedNext = start
  return {
    let current = sharedNext
    sharedNext += step
    return current
  }
}
