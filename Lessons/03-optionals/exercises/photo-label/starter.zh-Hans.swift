func photoLabel(of meal: Meal?) -> String? {
  // TODO: 菜品照片的标签；没有菜品或没有照片时返回 nil
  return nil
}
