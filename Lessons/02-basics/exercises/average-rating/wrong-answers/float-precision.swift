// Wrong: divides in Float, which is not precise enough (13 / 3 gives 4.333333492279053).
func averageRating(total: Int, count: Int) -> Double {
  Double(Float(total) / Float(count))
}
