// Wrong: treats a rating of 0 as invalid, so MealKit's correct initializer fails the test.
func mealInitializationPasses(_ makeMeal: (String, Photo?, Int) -> Meal?) -> Bool {
  guard let soup = makeMeal("Soup of the day", nil, 5),
    soup.name == "Soup of the day", soup.rating == 5
  else { return false }
  return makeMeal("Plain toast", nil, 0) == nil
    && makeMeal("", nil, 3) == nil
    && makeMeal("Burnt toast", nil, -1) == nil
    && makeMeal("Cake", nil, 6) == nil
}
