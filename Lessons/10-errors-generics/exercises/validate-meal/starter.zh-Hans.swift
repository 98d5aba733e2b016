enum MealInputError: Error, Equatable {
  case emptyName
  case ratingOutOfRange(Int)
}

func validatedMeal(name: String, rating: Int) throws -> Meal {
  // TODO: 返回菜品，或者抛出说明哪里不对的错误
  throw MealInputError.emptyName
}

func inputMessage(name: String, rating: Int) -> String {
  // TODO: 在 do/catch 里调用 validatedMeal(name:rating:)，并描述结果
  ""
}
