enum MealInputError: Error, Equatable {
  case emptyName
  case ratingOutOfRange(Int)
}

func validatedMeal(name: String, rating: Int) throws -> Meal {
  // TODO: return the meal, or throw the error that says what is wrong
  throw MealInputError.emptyName
}

func inputMessage(name: String, rating: Int) -> String {
  // TODO: call validatedMeal(name:rating:) in do/catch and describe the outcome
  ""
}
