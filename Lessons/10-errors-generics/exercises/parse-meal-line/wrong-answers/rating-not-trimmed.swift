// Wrong: only the name is trimmed, so a rating written " 5 " is not a number.
import Foundation

enum ParseError: Error, Equatable {
  case wrongFieldCount(Int)
  case badRating(String)
  case invalidMeal(name: String, rating: Int)
}

func parseMeal(_ line: String) -> Result<Meal, ParseError> {
  let pieces = line.split(separator: ";", omittingEmptySubsequences: false).map(String.init)
  let fields = pieces.enumerated().map {
    $0.offset == 0 ? $0.element.trimmingCharacters(in: .whitespaces) : $0.element
  }
  guard fields.count == 2 else {
    return .failure(.wrongFieldCount(fields.count))
  }
  let name = fields[0]
  guard let rating = Int(fields[1]) else {
    return .failure(.badRating(fields[1]))
  }
  guard let meal = Meal(name: name, photo: nil, rating: rating) else {
    return .failure(.invalidMeal(name: name, rating: rating))
  }
  return .success(meal)
}

func parseAll(_ lines: [String]) throws -> [Meal] {
  try lines.map { try parseMeal($0).get() }
}
