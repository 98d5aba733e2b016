// Wrong: trims only " " and "\t" by hand, so a no-break or full-width space stays on the
// name, and a rating written "\u{A0}1" is not a number.
import Foundation

enum ParseError: Error, Equatable {
  case wrongFieldCount(Int)
  case badRating(String)
  case invalidMeal(name: String, rating: Int)
}

func parseMeal(_ line: String) -> Result<Meal, ParseError> {
  let blank = CharacterSet(charactersIn: " \t")
  let fields = line.split(separator: ";", omittingEmptySubsequences: false)
    .map { $0.trimmingCharacters(in: blank) }
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
