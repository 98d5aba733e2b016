import Foundation

enum ParseError: Error, Equatable {
  case wrongFieldCount(Int)
  case badRating(String)
  case invalidMeal(name: String, rating: Int)
}

func parseMeal(_ line: String) -> Result<Meal, ParseError> {
  // TODO: split at ";", trim, read the rating, build the meal
  .failure(.wrongFieldCount(0))
}

func parseAll(_ lines: [String]) throws -> [Meal] {
  // TODO: every line's meal, or the first line's error
  []
}
