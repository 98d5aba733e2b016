func photoLabel(of meal: Meal?) -> String? {
  // TODO: the label of the meal's photo, or nil when there is no meal or no photo
  return nil
}
