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
    // TODO: 点击在 1...stars 之内时设置评分，并把变化告诉代理
  }
}

class RatingRecorder: StarPickerDelegate {
  private(set) var ratings: [Int] = []

  func starPicker(_ picker: StarPicker, didChangeRatingTo rating: Int) {
    // TODO: 记下这个评分
  }
}
