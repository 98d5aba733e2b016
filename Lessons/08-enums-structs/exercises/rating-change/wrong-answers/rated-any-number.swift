// Wrong: .rated(n) takes any n, also 9 or -1.
enum RatingChange {
  case rated(Int)
  case starAdded
  case starRemoved
  case cleared

  func applied(to meal: Meal) -> Meal {
    var copy = meal
    switch self {
    case .rated(let stars):
      copy.rating = stars
    case .starAdded:
      copy.rating = min(copy.rating + 1, 5)
    case .starRemoved:
      copy.rating = max(copy.rating - 1, 0)
    case .cleared:
      copy.rating = 0
    }
    return copy
  }
}
