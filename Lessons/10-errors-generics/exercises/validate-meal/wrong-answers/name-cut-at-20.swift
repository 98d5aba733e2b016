// Wrong: the success message cuts the name to 20 characters (the longest fixed name in a
// message, "Pasta with Meatballs", is exactly 20; found when drawn names had at most 12).
enum MealInputError: Error, Equatable {
  case emptyName
  case ratingOutOfRange(Int)
}

func validatedMeal(name: String, rating: Int) throws -> Meal {
  if let meal = Meal(name: name, photo: nil, rating: rating) {
    return meal
  }
  if name.isEmpty {
    throw MealInputError.emptyName
  }
  throw MealInputError.ratingOutOfRange(rating)
}

func inputMessage(name: String, rating: Int) -> String {
  do {
    let meal = try validatedMeal(name: name, rating: rating)
    return "Saved \(meal.name.prefix(20)) with \(meal.rating) stars"
  } catch MealInputError.emptyName {
    return "A meal needs a name"
  } catch MealInputError.ratingOutOfRange(let rating) {
    return "Rating \(rating) is not between 0 and 5"
  } catch {
    return "Unexpected problem: \(error)"
  }
}
