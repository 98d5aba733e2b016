let words = ["swift", "is", "fun", "and", "fast"]
let lengths = words.map(\.count)
print(lengths)
let long = words.filter { $0.count > 3 }
print(long)
let joined = words.reduce(into: "") { result, word in
  if !result.isEmpty { result += " " }
  result += word
}
print(joined)
let nested = [[1, 2], [3], [], [4, 5, 6]]
print(nested.flatMap { $0 })
print(["1", "x", "3"].compactMap(Int.init))
print(words.enumerated().map { "\($0.offset):\($0.element)" })
let (small, big) = lengths.reduce((Int.max, Int.min)) { (min($0.0, $1), max($0.1, $1)) }
print(small, big)
print(zip(words, lengths).first { $0.1 == 2 }!.0)
print(words.contains(where: { $0.hasPrefix("f") }), words.allSatisfy { !$0.isEmpty })
