enum RatingChange {
  case rated(Int)
  case starAdded
  case starRemoved
  case cleared

  func applied(to meal: Meal) -> Meal {
    // TODO: 对 self 做 switch，返回一份带新评分的菜品副本
    meal
  }
}
