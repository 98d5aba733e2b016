// Wrong: sorts by rating ascending, so the worst meal comes first.
func ranked(_ meals: [Meal]) -> [Meal] {
  meals.sorted { first, second in
    if first.rating != second.rating {
      return first.rating < second.rating
    }
    return first.name.lowercased() < second.name.lowercased()
  }
}

func rankingLines(_ meals: [Meal]) -> [String] {
  ranked(meals).enumerated().map { offset, meal in
    let stars =
      String(repeating: "★", count: meal.rating)
      + String(repeating: "☆", count: 5 - meal.rating)
    return "\(offset + 1). \(meal.name) \(stars)"
  }
}
