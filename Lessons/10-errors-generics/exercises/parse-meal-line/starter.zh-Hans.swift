import Foundation

enum ParseError: Error, Equatable {
  case wrongFieldCount(Int)
  case badRating(String)
  case invalidMeal(name: String, rating: Int)
}

func parseMeal(_ line: String) -> Result<Meal, ParseError> {
  // TODO: 按 ";" 拆开、去掉首尾空白、读出评分、创建菜品
  .failure(.wrongFieldCount(0))
}

func parseAll(_ lines: [String]) throws -> [Meal] {
  // TODO: 每一行的菜品，或者第一个出错行的错误
  []
}
