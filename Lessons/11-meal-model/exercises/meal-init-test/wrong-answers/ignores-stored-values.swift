// Wrong: only checks that the soup is not nil, not that its name and rating were stored.
func mealInitializationPasses(_ makeMeal: (String, Photo?, Int) -> Meal?) -> Bool {
  makeMeal("Soup of the day", nil, 5) != nil
    && makeMeal("Plain toast", nil, 0) != nil
    && makeMeal("", nil, 3) == nil
    && makeMeal("Burnt toast", nil, -1) == nil
    && makeMeal("Cake", nil, 6) == nil
}
