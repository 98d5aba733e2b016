// Wrong: notifies the delegate on every valid tap, even when the rating did not change.
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
    guard (1...stars).contains(star) else { return }
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
