func work(_ label: String) async -> String {
  await Task.yield()
  return label + " finished"
}
let task = Task {
  await work("background")
}
print(await task.value)
@MainActor func onMain() -> String { "main actor" }
print(await onMain())
let stream = AsyncStream<Int> { continuation in
  for i in 1...3 { continuation.yield(i) }
  continuation.finish()
}
var collected: [Int] = []
for await value in stream {
  collected.append(value)
}
print(collected)
