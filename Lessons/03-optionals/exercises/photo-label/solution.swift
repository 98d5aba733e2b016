func photoLabel(of meal: Meal?) -> String? {
  return meal?.photo?.label
}
