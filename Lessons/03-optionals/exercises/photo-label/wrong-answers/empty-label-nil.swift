// Wrong: an empty label gives nil, but a photo labelled "" still has a label.
func photoLabel(of meal: Meal?) -> String? {
  guard let label = meal?.photo?.label, !label.isEmpty else {
    return nil
  }
  return label
}
