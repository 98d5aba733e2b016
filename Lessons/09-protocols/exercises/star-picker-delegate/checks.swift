import TutorChecks

let checks = Checks {
  check("a new picker has 5 stars and rating 0", zh: "新的选择器有 5 颗星，评分为 0") {
    let picker = StarPicker()
    observe(picker.stars, "StarPicker().stars")
    observe(picker.rating, "StarPicker().rating")
    observe(StarPicker(stars: 3).stars, "StarPicker(stars: 3).stars")
    observe(StarPicker(stars: 3).rating, "StarPicker(stars: 3).rating")
  }
  check("tapping a star sets the rating to that star", zh: "点击一颗星，评分就变成那颗星") {
    let picker = StarPicker()
    var taps: [Int] = []
    for star in [3, 5, 1] {
      picker.tap(star: star)
      taps.append(star)
      observe(
        picker.rating, "rating of StarPicker() after taps \(taps)",
        zh: "StarPicker() 依次点击 \(taps) 之后的 rating")
    }
  }
  check("taps outside 1...stars are ignored", zh: "1...stars 以外的点击被忽略") {
    let picker = StarPicker()
    picker.tap(star: 2)
    for star in [0, -1, 6, 100] { picker.tap(star: star) }
    observe(
      picker.rating, "rating of StarPicker() after taps [2, 0, -1, 6, 100]",
      zh: "StarPicker() 依次点击 [2, 0, -1, 6, 100] 之后的 rating")
    let seven = StarPicker(stars: 7)
    seven.tap(star: 7)
    observe(
      seven.rating, "rating of StarPicker(stars: 7) after tapping star 7",
      zh: "StarPicker(stars: 7) 点击第 7 颗星之后的 rating")
    seven.tap(star: 8)
    observe(seven.rating, "then after tapping star 8", zh: "再点击第 8 颗星之后的 rating")
  }
  check(
    "the delegate hears each change in order: taps 2, 4, 4, 9, 1 report [2, 4, 1]",
    zh: "代理按顺序收到每次变化：点击 2、4、4、9、1 报告 [2, 4, 1]"
  ) {
    let picker = StarPicker()
    let recorder = RatingRecorder()
    picker.delegate = recorder
    for star in [2, 4, 4, 9, 1] { picker.tap(star: star) }
    observe(
      recorder.ratings, "recorder.ratings after taps [2, 4, 4, 9, 1]",
      zh: "依次点击 [2, 4, 4, 9, 1] 之后的 recorder.ratings")
    observe(
      picker.rating, "picker.rating after taps [2, 4, 4, 9, 1]",
      zh: "依次点击 [2, 4, 4, 9, 1] 之后的 picker.rating")
  }
  check(
    "tapping the star that is already the rating does not notify",
    zh: "点击当前评分对应的星不会通知代理"
  ) {
    let picker = StarPicker()
    let spy = ChecksPickerSpy()
    picker.delegate = spy
    picker.tap(star: 3)
    picker.tap(star: 3)
    picker.tap(star: 3)
    observe(
      spy.ratings, "ratings reported for taps [3, 3, 3]", zh: "依次点击 [3, 3, 3] 时报给代理的评分")
    observe(
      picker.rating, "picker.rating after taps [3, 3, 3]",
      zh: "依次点击 [3, 3, 3] 之后的 picker.rating")
  }
  check("ignored taps do not notify", zh: "被忽略的点击不会通知代理") {
    let picker = StarPicker(stars: 3)
    let spy = ChecksPickerSpy()
    picker.delegate = spy
    for star in [0, 4, -2, 5] { picker.tap(star: star) }
    observe(
      spy.ratings, "ratings reported by StarPicker(stars: 3) for taps [0, 4, -2, 5]",
      zh: "依次点击 [0, 4, -2, 5] 时 StarPicker(stars: 3) 报给代理的评分")
  }
  check("the picker passes itself to the delegate", zh: "选择器把自己传给代理") {
    let first = StarPicker()
    let second = StarPicker()
    let spy = ChecksPickerSpy()
    first.delegate = spy
    second.delegate = spy
    first.tap(star: 2)
    second.tap(star: 4)
    observe(
      spy.pickers.count, "number of calls after first.tap(star: 2), second.tap(star: 4)",
      zh: "执行 first.tap(star: 2)、second.tap(star: 4) 之后代理方法被调用的次数")
    observe(
      spy.pickers.map { $0 === first }, "which calls passed `first`",
      zh: "哪几次调用传入的是 `first`")
    observe(
      spy.pickers.map { $0 === second }, "which calls passed `second`",
      zh: "哪几次调用传入的是 `second`")
  }
  check("without a delegate, taps still change the rating", zh: "没有代理时，点击仍然会改变评分") {
    let picker = StarPicker()
    picker.tap(star: 4)
    observe(
      picker.rating, "rating of a picker with no delegate after tapping 4",
      zh: "没有代理的选择器点击 4 之后的 rating")
  }
  check("the delegate is held weakly", zh: "代理是弱引用") {
    let picker = StarPicker()
    do {
      let recorder = RatingRecorder()
      picker.delegate = recorder
    }
    observe(
      picker.delegate == nil, "picker.delegate == nil once nothing else holds the delegate",
      zh: "picker.delegate == nil（代理已不再被别的对象持有）")
  }
  check(
    "RatingRecorder appends every rating it is told about", zh: "RatingRecorder 记下收到的每个评分"
  ) {
    let recorder = RatingRecorder()
    observe(recorder.ratings, "RatingRecorder().ratings")
    recorder.starPicker(StarPicker(), didChangeRatingTo: 4)
    recorder.starPicker(StarPicker(), didChangeRatingTo: 4)
    recorder.starPicker(StarPicker(), didChangeRatingTo: 0)
    observe(
      recorder.ratings, "ratings after being told 4, 4, 0", zh: "依次收到 4、4、0 之后的 ratings")
  }
  check("random taps", zh: "随机点击") {
    for _ in 0..<6 {
      let stars = Draw.int(in: 1...7)
      let picker = StarPicker(stars: stars)
      let recorder = RatingRecorder()
      picker.delegate = recorder
      var taps: [Int] = []
      for _ in 0..<10 {
        let star = Draw.int(in: -1...(stars + 1))
        picker.tap(star: star)
        taps.append(star)
        observe(
          picker.rating, "rating of StarPicker(stars: \(stars)) after taps \(taps)",
          zh: "StarPicker(stars: \(stars)) 依次点击 \(taps) 之后的 rating")
        observe(recorder.ratings, "then recorder.ratings", zh: "此时的 recorder.ratings")
      }
    }
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
