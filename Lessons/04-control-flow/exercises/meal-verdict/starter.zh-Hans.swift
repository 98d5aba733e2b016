func verdict(for meal: Meal) -> String {
  // TODO: 对 meal.rating 做 switch 选出评语（沙拉用 where 子句）
  switch meal.rating {
  case 0:
    return "Not rated yet"
  default:
    return "Must order"
  }
}
