// Wrong: a meal without a photo gives "" instead of nil.
func photoLabel(of meal: Meal?) -> String? {
  guard let meal else {
    return nil
  }
  return meal.photo?.label ?? ""
}
