import MealKit
import Testing

@Suite struct RatingControlTests {
  @Test func startsEmptyWithFiveStars() {
    let control = RatingControl()
    #expect(control.stars == 5)
    #expect(control.rating == 0)
    #expect(control.selectedStars == [false, false, false, false, false])
    #expect(control.render() == "☆☆☆☆☆")
  }

  @Test func tappingAStarSetsTheRating() {
    var control = RatingControl()
    control.tap(star: 3)
    #expect(control.rating == 3)
    #expect(control.selectedStars == [true, true, true, false, false])
    #expect(control.render() == "★★★☆☆")
  }

  @Test func tappingTheCurrentStarClearsTheRating() {
    var control = RatingControl()
    control.tap(star: 3)
    control.tap(star: 3)
    #expect(control.rating == 0)
    #expect(control.selectedStars == [false, false, false, false, false])
  }

  @Test func tappingALowerStarLowersTheRating() {
    var control = RatingControl()
    control.tap(star: 5)
    #expect(control.rating == 5)
    control.tap(star: 2)
    #expect(control.rating == 2)
    #expect(control.render() == "★★☆☆☆")
  }

  @Test(arguments: [0, -1, 6, Int.min, Int.max])
  func outOfRangeTapsAreIgnored(star: Int) {
    var control = RatingControl(rating: 2)
    control.tap(star: star)
    #expect(control == RatingControl(rating: 2))
  }

  @Test func initializerClampsRatingAndStars() {
    #expect(RatingControl(rating: 9).rating == 5)
    #expect(RatingControl(rating: -3).rating == 0)
    #expect(RatingControl(rating: 7, stars: 10).rating == 7)
    #expect(RatingControl(stars: 0).stars == 1)
    #expect(RatingControl(rating: 4, stars: 3).selectedStars == [true, true, true])
  }

  @Test func settingTheRatingClamps() {
    var control = RatingControl()
    control.rating = 4
    #expect(control.rating == 4)
    control.rating = 12
    #expect(control.rating == 5)
    control.rating = -2
    #expect(control.rating == 0)
  }

  @Test func customStarCountAndSymbols() {
    var control = RatingControl(stars: 3)
    control.tap(star: 3)
    #expect(control.rating == 3)
    control.tap(star: 4)
    #expect(control.rating == 3)
    #expect(control.render(filled: "*", empty: ".") == "***")
    control.tap(star: 1)
    #expect(control.render(filled: "*", empty: ".") == "*..")
  }
}
