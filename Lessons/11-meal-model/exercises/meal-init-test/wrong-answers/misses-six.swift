// Wrong: never tries a rating above 5, so the tutorial's own bug (accepting 6) goes unnoticed.
func mealInitializationPasses(_ makeMeal: (String, Photo?, Int) -> Meal?) -> Bool {
  guard let soup = makeMeal("Soup of the day", nil, 5),
    soup.name == "Soup of the day", soup.rating == 5,
    makeMeal("Plain toast", nil, 0) != nil
  else { return false }
  return makeMeal("", nil, 3) == nil && makeMeal("Burnt toast", nil, -1) == nil
}
