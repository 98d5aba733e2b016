// Wrong: filled uses < instead of <=, so one star too few is filled.
struct StarRating {
  let stars: Int
  private(set) var rating = 0

  init(stars: Int = 5) {
    self.stars = stars
  }

  mutating func tap(_ star: Int) {
    guard (1...stars).contains(star) else { return }
    rating = star == rating ? 0 : star
  }

  var filled: [Bool] {
    (1...stars).map { $0 < rating }
  }
}
