struct StarRating {
  let stars: Int
  private(set) var rating = 0

  init(stars: Int = 5) {
    self.stars = stars
  }

  mutating func tap(_ star: Int) {
    // TODO: set the rating to star; tapping the current rating clears it; ignore bad taps
    rating = star
  }

  var filled: [Bool] {
    // TODO: true for the first `rating` stars
    []
  }
}
