// Wrong: divides the Ints first, so the fraction is lost before converting (7 / 2 gives 3.0).
func averageRating(total: Int, count: Int) -> Double {
  Double(total / count)
}
