import MealKit
import TutorChecks

/// MealKit's own initializer: the one that is right.
private func real(_ name: String, _ photo: MealKit.Photo?, _ rating: Int) -> MealKit.Meal? {
  MealKit.Meal(name: name, photo: photo, rating: rating)
}

/// What a buggy initializer gives for input it should have refused: some meal, not nil.
/// (MealKit itself refuses bad input, so the stand-in is made from clamped values.)
private func unchecked(_ name: String, _ rating: Int) -> MealKit.Meal? {
  MealKit.Meal(name: name.isEmpty ? "(empty)" : name, rating: min(max(rating, 0), 5))
}

private func expectVerdict(
  _ expected: Bool, _ what: String, _ makeMeal: (String, MealKit.Photo?, Int) -> MealKit.Meal?
) throws {
  let verdict = mealInitializationPasses(makeMeal)
  guard verdict == expected else {
    try fail(
      "given \(what), mealInitializationPasses returned \(verdict), expected \(expected)")
  }
}

let checks = Checks {
  check("MealKit's own Meal(name:photo:rating:) passes the test") {
    try expectVerdict(true, "MealKit's Meal(name:photo:rating:)", real)
  }
  check("another correct initializer, written differently, passes too") {
    try expectVerdict(true, "a correct initializer written with if/else") { name, photo, rating in
      if name.isEmpty { return nil }
      if rating < 0 { return nil }
      if rating > 5 { return nil }
      return MealKit.Meal(name: name, photo: photo, rating: rating)
    }
  }
  check("an initializer that accepts an empty name fails the test") {
    try expectVerdict(false, "an initializer that accepts \"\"") { name, photo, rating in
      (0...5).contains(rating) ? unchecked(name, rating) : nil
    }
  }
  check("the tutorial's old bug, accepting a rating of 6, fails the test") {
    try expectVerdict(false, "an initializer that only rejects negative ratings") { name, _, rating in
      !name.isEmpty && rating >= 0 ? unchecked(name, rating) : nil
    }
  }
  check("an initializer that accepts a negative rating fails the test") {
    try expectVerdict(false, "an initializer that accepts -1") { name, _, rating in
      !name.isEmpty && rating <= 5 ? unchecked(name, rating) : nil
    }
  }
  check("an initializer that rejects a rating of 0 fails the test") {
    try expectVerdict(false, "an initializer that needs at least 1 star") { name, photo, rating in
      rating == 0 ? nil : real(name, photo, rating)
    }
  }
  check("an initializer that rejects a rating of 5 fails the test") {
    try expectVerdict(false, "an initializer that allows at most 4 stars") { name, photo, rating in
      rating == 5 ? nil : real(name, photo, rating)
    }
  }
  check("an initializer that always fails, fails the test") {
    try expectVerdict(false, "an initializer that always returns nil") { _, _, _ in nil }
  }
  check("an initializer that loses the name or the rating fails the test") {
    try expectVerdict(false, "an initializer that stores every name as \"Meal\"") {
      name, photo, rating in
      name.isEmpty ? nil : real("Meal", photo, rating)
    }
    try expectVerdict(false, "an initializer that stores every rating as 3") {
      name, photo, rating in
      (0...5).contains(rating) ? real(name, photo, 3) : nil
    }
  }
  check("the test gives the same answer every time") {
    for _ in 1...3 {
      try expectVerdict(true, "MealKit's Meal(name:photo:rating:) again", real)
    }
  }
}
