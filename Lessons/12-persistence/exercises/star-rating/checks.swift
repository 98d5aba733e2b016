import MealKit
import TutorChecks

let checks = Checks {
  check("a new rating is 0 with 5 stars") {
    let stars = StarRating()
    try expectEqual(stars.rating, 0, "StarRating().rating")
    try expectEqual(stars.stars, 5, "StarRating().stars")
    try expectEqual(StarRating(stars: 3).stars, 3, "StarRating(stars: 3).stars")
  }
  check("tapping star N sets the rating to N") {
    for star in 1...5 {
      var stars = StarRating()
      stars.tap(star)
      try expectEqual(stars.rating, star, "rating after tapping star \(star) once")
    }
  }
  check("tapping the current rating clears it to 0") {
    try expectSameTaps([4, 4], stars: 5)
    try expectSameTaps([1, 1], stars: 5)
    try expectSameTaps([5, 5, 5], stars: 5)
  }
  check("taps outside 1...stars change nothing") {
    try expectSameTaps([3, 0, -1, 6, 99], stars: 5)
    try expectSameTaps([0], stars: 5)
    try expectSameTaps([2, 4], stars: 3)
  }
  check("taps 2, 4, 4, 7, 1 give 2, 4, 0, 0, 1") {
    try expectSameTaps([2, 4, 4, 7, 1], stars: 5)
  }
  check("long tap sequences match RatingControl") {
    try expectSameTaps([1, 2, 2, 3, 5, 5, 4, 1, 1, 0, 3, 3, 6, 2], stars: 5)
    try expectSameTaps([7, 7, 1, 8, 7, 3], stars: 7)
    try expectSameTaps([1, 1, 1, 2], stars: 1)
  }
  check("filled has one entry per star, true up to the rating") {
    var stars = StarRating()
    try expectEqual(stars.filled, [false, false, false, false, false], "filled of a new rating")
    stars.tap(3)
    try expectEqual(stars.filled, [true, true, true, false, false], "filled after tapping 3")
    stars.tap(5)
    try expectEqual(stars.filled, [true, true, true, true, true], "filled after tapping 5")
  }
  check("filled matches selectedStars for other star counts") {
    try expectSameTaps([2, 3, 3, 1], stars: 3)
    try expectSameTaps([6, 10, 4], stars: 10)
  }
}

/// Taps the student's `StarRating` and MealKit's `RatingControl` alike and compares
/// the rating and the filled stars after every tap.
private func expectSameTaps(_ taps: [Int], stars: Int) throws {
  var student = StarRating(stars: stars)
  var reference = RatingControl(rating: 0, stars: stars)
  var done: [Int] = []
  for star in taps {
    student.tap(star)
    reference.tap(star: star)
    done.append(star)
    let what = "a \(stars)-star rating tapped \(done)"
    try expectEqual(student.rating, reference.rating, "rating of \(what)")
    try expectEqual(student.filled, reference.selectedStars, "filled of \(what)")
  }
}
