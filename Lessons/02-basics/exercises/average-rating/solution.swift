func averageRating(total: Int, count: Int) -> Double {
  return Double(total) / Double(count)
}
