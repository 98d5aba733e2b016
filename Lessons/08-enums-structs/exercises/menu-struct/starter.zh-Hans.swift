struct Menu {
  var meals: [Meal] = []

  var averageRating: Double {
    // TODO: 平均评分；空菜单为 0
    0
  }

  mutating func add(_ meal: Meal) {
    // TODO: 追加进来，除非已经有同名的菜品
  }

  mutating func rate(_ name: String, stars: Int) {
    // TODO: 修改 `meals` 里名叫 `name` 的那道菜的评分
  }
}
