// Wrong: only rejects taps below 1, so a tap above `stars` sets the rating.
protocol StarPickerDelegate: AnyObject {
  func starPicker(_ picker: StarPicker, didChangeRatingTo rating: Int)
}

class StarPicker {
  let stars: Int
  private(set) var rating = 0
  weak var delegate: (any StarPickerDelegate)?

  init(stars: Int = 5) {
    self.stars = stars
  }

  func tap(star: Int) {
    guard star >= 1, star != rating else { return }
    rating = star
    delegate?.starPicker(self, didChangeRatingTo: rating)
  }
}

class RatingRecorder: StarPickerDelegate {
  private(set) var ratings: [Int] = []

  func starPicker(_ picker: StarPicker, didChangeRatingTo rating: Int) {
    ratings.append(rating)
  }
}
