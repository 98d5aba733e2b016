// Wrong: .starAdded does not stop at 5.
enum RatingChange {
  case rated(Int)
  case starAdded
  case starRemoved
  case cleared

  func applied(to meal: Meal) -> Meal {
    var copy = meal
    switch self {
    case .rated(let stars):
      if (0...5).contains(stars) {
        copy.rating = stars
      }
    case .starAdded:
      copy.rating += 1
    case .starRemoved:
      copy.rating = max(copy.rating - 1, 0)
    case .cleared:
      copy.rating = 0
    }
    return copy
  }
}
