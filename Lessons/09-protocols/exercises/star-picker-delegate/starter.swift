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
    // TODO: set the rating for taps within 1...stars and tell the delegate about changes
  }
}

class RatingRecorder: StarPickerDelegate {
  private(set) var ratings: [Int] = []

  func starPicker(_ picker: StarPicker, didChangeRatingTo rating: Int) {
    // TODO: remember the rating
  }
}
