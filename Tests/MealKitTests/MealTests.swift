import Testing

@testable import MealKit

/// The tutorial's `testMealInitialization`, with the modern rule (rating 0...5).
@Suite struct MealTests {
  @Test func mealInitialization() throws {
    // Success case.
    let potentialItem = try #require(Meal(name: "Newest meal", photo: nil, rating: 5))
    #expect(potentialItem.name == "Newest meal")
    #expect(potentialItem.photo == nil)
    #expect(potentialItem.rating == 5)

    // Failure cases.
    #expect(Meal(name: "", photo: nil, rating: 0) == nil, "Empty name is invalid")
    #expect(Meal(name: "Really bad rating", photo: nil, rating: -1) == nil)
    #expect(Meal(name: "Too good", photo: nil, rating: 6) == nil)
    #expect(Meal(name: "Way too good", photo: nil, rating: Int.max) == nil)
    #expect(Meal(name: "", photo: nil, rating: 9) == nil)
  }

  @Test(arguments: 0...5) func everyRatingFromZeroToFiveIsValid(rating: Int) throws {
    let meal = try #require(Meal(name: "Toast", rating: rating))
    #expect(meal.rating == rating)
  }

  @Test func photoDefaultsToNilAndIsKept() throws {
    let photo = Photo(label: "toast", bytes: [1, 2, 3])
    #expect(try #require(Meal(name: "Toast", rating: 2)).photo == nil)
    #expect(try #require(Meal(name: "Toast", photo: photo, rating: 2)).photo == photo)
  }

  @Test func whitespaceNameIsNotEmpty() {
    #expect(Meal(name: " ", rating: 1) != nil)
  }

  @Test func descriptionShowsNameAsLiteralAndRating() throws {
    let meal = try #require(Meal(name: "Caprese Salad", rating: 4))
    #expect(meal.description == #"Meal(name: "Caprese Salad", rating: 4)"#)
    #expect("\(meal)" == #"Meal(name: "Caprese Salad", rating: 4)"#)
    let quoted = try #require(Meal(name: #"Say "cheese""#, rating: 0))
    #expect(quoted.description == #"Meal(name: "Say \"cheese\"", rating: 0)"#)
  }

  @Test func mealsCompareByAllProperties() throws {
    let a = try #require(Meal(name: "Soup", rating: 3))
    #expect(a == Meal(name: "Soup", rating: 3))
    #expect(a != Meal(name: "Soup", rating: 2))
    #expect(a != Meal(name: "Soup", photo: Photo(label: "p", bytes: []), rating: 3))
  }

  @Test func samplesAreTheTutorialsThreeMeals() {
    let samples = Meal.samples
    #expect(
      samples.map(\.name) == ["Caprese Salad", "Chicken and Potatoes", "Pasta with Meatballs"])
    #expect(samples.map(\.rating) == [4, 5, 3])
    #expect(samples.map { $0.photo?.label } == ["meal1", "meal2", "meal3"])
    for sample in samples {
      #expect(sample.problem == nil)
      #expect(Meal(name: sample.name, photo: sample.photo, rating: sample.rating) == sample)
    }
  }

  @Test func photoDescriptionHidesTheBytes() {
    let photo = Photo(label: "meal1", bytes: [1, 2, 3])
    #expect(photo.description == #"Photo(label: "meal1", 3 bytes)"#)
  }
}
