import Foundation
import Testing

@testable import MealKit

@Suite struct MealCodableTests {
  @Test func roundTripKeepsEveryProperty() throws {
    let data = try JSONEncoder().encode(Meal.samples)
    #expect(try JSONDecoder().decode([Meal].self, from: data) == Meal.samples)
  }

  @Test func mealWithoutPhotoLeavesPhotoOut() throws {
    let meal = try #require(Meal(name: "Toast", rating: 1))
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let text = String(decoding: try encoder.encode(meal), as: UTF8.self)
    #expect(text == #"{"name":"Toast","rating":1}"#)
    #expect(try JSONDecoder().decode(Meal.self, from: Data(text.utf8)) == meal)
  }

  @Test func photoBytesAreBase64() throws {
    let photo = Photo(label: "p", bytes: [0xFF, 0x00, 0x10])
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let text = String(decoding: try encoder.encode(photo), as: UTF8.self)
    #expect(text == #"{"bytes":"/wAQ","label":"p"}"#)
    #expect(try JSONDecoder().decode(Photo.self, from: Data(text.utf8)) == photo)
  }

  @Test func photoWithBadBase64FailsToDecode() {
    let json = Data(#"{"label":"p","bytes":"!!not base64"}"#.utf8)
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(Photo.self, from: json) }
  }

  @Test(arguments: [
    (#"{"name":"","rating":3}"#, "name", "a meal's name must not be empty"),
    (#"{"name":"Cake","rating":9}"#, "rating", "rating 9 is outside 0...5"),
    (#"{"name":"Cake","rating":-1}"#, "rating", "rating -1 is outside 0...5"),
  ])
  func invalidMealFailsToDecode(json: String, key: String, message: String) throws {
    let error = try #require(throws: DecodingError.self) {
      try JSONDecoder().decode(Meal.self, from: Data(json.utf8))
    }
    guard case .dataCorrupted(let context) = error else {
      Issue.record("expected dataCorrupted, got \(error)")
      return
    }
    #expect(context.codingPath.map(\.stringValue) == [key])
    #expect(context.debugDescription == message)
  }

  @Test func missingRatingFailsToDecode() {
    let json = Data(#"{"name":"Cake"}"#.utf8)
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(Meal.self, from: json) }
  }

  @Test func mealChangedToBreakTheRulesFailsToEncode() throws {
    var meal = try #require(Meal(name: "Cake", rating: 5))
    meal.rating = 6
    #expect(throws: EncodingError.self) { try JSONEncoder().encode(meal) }
    meal.rating = 5
    meal.name = ""
    #expect(throws: EncodingError.self) { try JSONEncoder().encode(meal) }
  }
}
