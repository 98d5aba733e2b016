func fetchNumber(_ n: Int) async -> Int {
  try? await Task.sleep(nanoseconds: 1_000_000)
  return n * 2
}
let doubled = await fetchNumber(21)
print(doubled)
async let a = fetchNumber(1)
async let b = fetchNumber(2)
let sum = await a + b
print(sum)
func loadAll() async -> [Int] {
  await withTaskGroup(of: Int.self) { group in
    for i in 1...3 { group.addTask { await fetchNumber(i) } }
    var results: [Int] = []
    for await r in group { results.append(r) }
    return results.sorted()
  }
}
print(await loadAll())
