// Wrong: only tests the inputs that must be rejected, so an initializer that always fails passes.
func mealInitializationPasses(_ makeMeal: (String, Photo?, Int) -> Meal?) -> Bool {
  makeMeal("", nil, 3) == nil
    && makeMeal("Burnt toast", nil, -1) == nil
    && makeMeal("Cake", nil, 6) == nil
}
