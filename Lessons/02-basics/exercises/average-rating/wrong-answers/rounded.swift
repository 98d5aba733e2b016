// Wrong: rounds the average to a whole number of stars.
func averageRating(total: Int, count: Int) -> Double {
  (Double(total) / Double(count)).rounded()
}
