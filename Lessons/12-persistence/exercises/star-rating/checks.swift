import TutorChecks

let checks = Checks {
  check("a new rating is 0 with 5 stars", zh: "新的评分为 0，有 5 颗星") {
    let stars = StarRating()
    observe(stars.rating, "StarRating().rating")
    observe(stars.stars, "StarRating().stars")
    observe(StarRating(stars: 3).stars, "StarRating(stars: 3).stars")
    observe(StarRating(stars: 3).rating, "StarRating(stars: 3).rating")
  }
  check("tapping star N sets the rating to N", zh: "点击第 N 颗星，评分变为 N") {
    for star in 1...5 {
      var stars = StarRating()
      stars.tap(star)
      observe(
        stars.rating, "rating after tapping star \(star) once",
        zh: "点击第 \(star) 颗星一次之后的 rating")
    }
  }
  check("tapping the current rating clears it to 0", zh: "点击当前评分对应的星会把评分清零") {
    observeTaps([4, 4], stars: 5)
    observeTaps([1, 1], stars: 5)
    observeTaps([5, 5, 5], stars: 5)
  }
  check("taps outside 1...stars change nothing", zh: "1...stars 以外的点击不改变任何东西") {
    observeTaps([3, 0, -1, 6, 99], stars: 5)
    observeTaps([0], stars: 5)
    observeTaps([2, 4], stars: 3)
  }
  check("taps 2, 4, 4, 7, 1 give 2, 4, 0, 0, 1", zh: "点击 2、4、4、7、1 得到 2、4、0、0、1") {
    observeTaps([2, 4, 4, 7, 1], stars: 5)
  }
  check("long tap sequences match RatingControl", zh: "长的点击序列与 RatingControl 一致") {
    observeTaps([1, 2, 2, 3, 5, 5, 4, 1, 1, 0, 3, 3, 6, 2], stars: 5)
    observeTaps([7, 7, 1, 8, 7, 3], stars: 7)
    observeTaps([1, 1, 1, 2], stars: 1)
  }
  check(
    "filled has one entry per star, true up to the rating",
    zh: "filled 每颗星一项，评分以内的为 true"
  ) {
    var stars = StarRating()
    observe(stars.filled, "StarRating().filled")
    stars.tap(3)
    observe(stars.filled, "filled after tapping 3", zh: "点击 3 之后的 filled")
    stars.tap(5)
    observe(stars.filled, "filled after tapping 3, 5", zh: "依次点击 3、5 之后的 filled")
  }
  check(
    "filled matches selectedStars for other star counts",
    zh: "其他星数下 filled 与 selectedStars 一致"
  ) {
    observeTaps([2, 3, 3, 1], stars: 3)
    observeTaps([6, 10, 4], stars: 10)
  }
  check("random taps", zh: "随机点击") {
    for _ in 0..<8 {
      let count = Draw.int(in: 1...8)
      observeTaps(Draw.array(count: 1...10) { Draw.int(in: -1...(count + 1)) }, stars: count)
    }
  }
}

/// Taps a new `StarRating(stars:)` and observes the rating and the filled stars after
/// every tap.
private func observeTaps(_ taps: [Int], stars: Int) {
  var rating = StarRating(stars: stars)
  var done: [Int] = []
  for star in taps {
    rating.tap(star)
    done.append(star)
    let what = "StarRating(stars: \(stars)) tapped \(done)"
    let chinese = "StarRating(stars: \(stars)) 依次点击 \(done) 之后"
    observe(rating.rating, "rating of \(what)", zh: "\(chinese)的 rating")
    observe(rating.filled, "filled of \(what)", zh: "\(chinese)的 filled")
  }
}
