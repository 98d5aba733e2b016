struct StarRating {
  let stars: Int
  private(set) var rating = 0

  init(stars: Int = 5) {
    self.stars = stars
  }

  mutating func tap(_ star: Int) {
    // TODO: 把评分设为 star；点当前评分那颗星则清零；忽略无效的点击
    rating = star
  }

  var filled: [Bool] {
    // TODO: 前 `rating` 颗星为 true
    []
  }
}
