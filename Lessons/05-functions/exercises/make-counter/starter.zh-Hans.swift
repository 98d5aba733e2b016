func makeCounter(startingAt start: Int = 0, step: Int = 1) -> () -> Int {
  // TODO: 记住下一个数，每次调用后把它加上 `step`
  { start }
}
