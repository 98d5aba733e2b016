// Wrong: compares names with `localizedStandardCompare`, which reads the digits in a name as a
// number, so "Meal 9" comes before "Meal 10"; the task compares `name.lowercased()` with `<`.
import Foundation

func ranked(_ meals: [Meal]) -> [Meal] {
  meals.sorted { first, second in
    if first.rating != second.rating {
      return first.rating > second.rating
    }
    return first.name.localizedStandardCompare(second.name) == .orderedAscending
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
