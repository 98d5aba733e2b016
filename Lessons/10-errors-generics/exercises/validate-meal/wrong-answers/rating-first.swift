// Wrong: checks the rating before the name, so ("", 9) reports the rating.
import Foundation

enum MealInputError: Error, Equatable {
  case emptyName
  case ratingOutOfRange(Int)
}

func validatedMeal(name: String, rating: Int) throws -> Meal {
  guard (0...5).contains(rating) else {
    throw MealInputError.ratingOutOfRange(rating)
  }
  guard let meal = Meal(name: name, photo: nil, rating: rating) else {
    throw MealInputError.emptyName
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
