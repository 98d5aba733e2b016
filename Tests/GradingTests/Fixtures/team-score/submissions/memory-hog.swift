var blocks: [[UInt8]] = []
while true {
  blocks.append([UInt8](repeating: 1, count: 50_000_000))
}
func teamScore(_ scores: [Int]) -> Int { 0 }
