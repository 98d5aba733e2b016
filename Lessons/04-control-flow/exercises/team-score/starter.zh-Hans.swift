func teamScore(_ scores: [Int]) -> Int {
  // TODO: 每个高于 50 的分数加 3 分，其余每个分数加 1 分
  return scores.count
}
