// Wrong: falls back to the meal's name when the meal has no photo.
func photoLabel(of meal: Meal?) -> String? {
  meal?.photo?.label ?? meal?.name
}
