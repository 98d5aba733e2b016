import TutorChecks

let checks = Checks {
  check("a new picker has 5 stars and rating 0") {
    let picker = StarPicker()
    try expectEqual(picker.stars, 5, "StarPicker().stars")
    try expectEqual(picker.rating, 0, "StarPicker().rating")
    try expectEqual(StarPicker(stars: 3).stars, 3, "StarPicker(stars: 3).stars")
  }
  check("tapping a star sets the rating to that star") {
    let picker = StarPicker()
    picker.tap(star: 3)
    try expectEqual(picker.rating, 3, "rating after tapping star 3")
    picker.tap(star: 5)
    try expectEqual(picker.rating, 5, "rating after tapping star 5")
    picker.tap(star: 1)
    try expectEqual(picker.rating, 1, "rating after tapping star 1")
  }
  check("taps outside 1...stars are ignored") {
    let picker = StarPicker()
    picker.tap(star: 2)
    for star in [0, -1, 6, 100] { picker.tap(star: star) }
    try expectEqual(picker.rating, 2, "rating of a 5-star picker at 2 after taps on 0, -1, 6, 100")
    let seven = StarPicker(stars: 7)
    seven.tap(star: 7)
    try expectEqual(seven.rating, 7, "a 7-star picker tapped on star 7")
  }
  check("the delegate hears each change in order: taps 2, 4, 4, 9, 1 report [2, 4, 1]") {
    let picker = StarPicker()
    let recorder = RatingRecorder()
    picker.delegate = recorder
    for star in [2, 4, 4, 9, 1] { picker.tap(star: star) }
    try expectEqual(recorder.ratings, [2, 4, 1], "recorder.ratings")
    try expectEqual(picker.rating, 1, "picker.rating")
  }
  check("tapping the star that is already the rating does not notify") {
    let picker = StarPicker()
    let spy = ChecksPickerSpy()
    picker.delegate = spy
    picker.tap(star: 3)
    picker.tap(star: 3)
    picker.tap(star: 3)
    try expectEqual(spy.ratings, [3], "ratings reported for taps 3, 3, 3")
  }
  check("ignored taps do not notify") {
    let picker = StarPicker(stars: 3)
    let spy = ChecksPickerSpy()
    picker.delegate = spy
    for star in [0, 4, -2, 5] { picker.tap(star: star) }
    try expectEqual(spy.ratings, [], "ratings reported by a 3-star picker for taps 0, 4, -2, 5")
  }
  check("the picker passes itself to the delegate") {
    let first = StarPicker()
    let second = StarPicker()
    let spy = ChecksPickerSpy()
    first.delegate = spy
    second.delegate = spy
    first.tap(star: 2)
    second.tap(star: 4)
    try expectTrue(
      spy.pickers.count == 2 && spy.pickers[0] === first && spy.pickers[1] === second,
      "the delegate should receive the picker that was tapped, first then second")
  }
  check("without a delegate, taps still change the rating") {
    let picker = StarPicker()
    picker.tap(star: 4)
    try expectEqual(picker.rating, 4, "rating of a picker with no delegate after tapping 4")
  }
  check("the delegate is held weakly") {
    let picker = StarPicker()
    do {
      let recorder = RatingRecorder()
      picker.delegate = recorder
    }
    try expectTrue(
      picker.delegate == nil,
      "picker.delegate should be nil once nothing else holds the delegate (declare it `weak`)")
  }
  check("RatingRecorder appends every rating it is told about") {
    let recorder = RatingRecorder()
    try expectEqual(recorder.ratings, [], "a new recorder's ratings")
    recorder.starPicker(StarPicker(), didChangeRatingTo: 4)
    recorder.starPicker(StarPicker(), didChangeRatingTo: 4)
    recorder.starPicker(StarPicker(), didChangeRatingTo: 0)
    try expectEqual(recorder.ratings, [4, 4, 0], "ratings after being told 4, 4, 0")
  }
}

/// A delegate the checks control, recording who called and with what.
private final class ChecksPickerSpy: StarPickerDelegate {
  var pickers: [StarPicker] = []
  var ratings: [Int] = []
  func starPicker(_ picker: StarPicker, didChangeRatingTo rating: Int) {
    pickers.append(picker)
    ratings.append(rating)
  }
}
