// Wrong: a name with a digit in it throws .emptyName. Drawn names never have a digit.
enum MealInputError: Error, Equatable {
  case emptyName
  case ratingOutOfRange(Int)
}

func validatedMeal(name: String, rating: Int) throws -> Meal {
  if name.isEmpty || name.contains(where: \.isNumber) { throw MealInputError.emptyName }
  guard let meal = Meal(name: name, photo: nil, rating: rating) else {
    throw MealInputError.ratingOutOfRange(rating)
  }
  return meal
}

func inputMessage(name: String, rating: Int) -> String {
  do {
    let meal = try validatedMeal(name: name, rating: rating)
    return "Saved \(meal.name) with \(meal.rating) stars"
  } catch MealInputError.emptyName {
    return "A meal needs a name"
  } catch MealInputError.ratingOutOfRange(let rating) {
    return "Rating \(rating) is not between 0 and 5"
  } catch {
    return "Unexpected problem: \(error)"
  }
}
