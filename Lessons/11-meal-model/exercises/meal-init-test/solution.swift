func mealInitializationPasses(_ makeMeal: (String, Photo?, Int) -> Meal?) -> Bool {
  // Inputs that must work, including both ends of the rating range.
  guard let soup = makeMeal("Soup of the day", nil, 5),
    soup.name == "Soup of the day", soup.rating == 5,
    makeMeal("Plain toast", nil, 0) != nil
  else { return false }

  // Inputs that must be rejected.
  return makeMeal("", nil, 3) == nil
    && makeMeal("Burnt toast", nil, -1) == nil
    && makeMeal("Cake", nil, 6) == nil
}
