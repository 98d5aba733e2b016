enum RatingChange {
  case rated(Int)
  case starAdded
  case starRemoved
  case cleared

  func applied(to meal: Meal) -> Meal {
    // TODO: switch on self and return a copy of the meal with the new rating
    meal
  }
}
