// Wrong: trims line breaks too (`.whitespacesAndNewlines`), so "Soup\r" loses its "\r" and
// "2\r" becomes a rating; the task trims `.whitespaces` only.
import Foundation

enum ParseError: Error, Equatable {
  case wrongFieldCount(Int)
  case badRating(String)
  case invalidMeal(name: String, rating: Int)
}

func parseMeal(_ line: String) -> Result<Meal, ParseError> {
  let fields = line.split(separator: ";", omittingEmptySubsequences: false)
    .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
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
