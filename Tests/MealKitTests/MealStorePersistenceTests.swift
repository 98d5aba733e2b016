import Foundation
import Testing

@testable import MealKit

@Suite struct MealStorePersistenceTests {
  struct Boom: Error {}

  @Test func saveThenLoadRoundTrips() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.file("meals.json")
    var store = MealStore(meals: Meal.samples)
    try store.move(from: 2, to: 0)
    try store.save(to: url)
    #expect(try MealStore.load(from: url) == store)
    #expect(try directory.contents() == ["meals.json"])
  }

  @Test func fileIsVersionedPrettySortedJSON() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.file("meals.json")
    try MealStore(meals: [try #require(Meal(name: "Toast", rating: 2))]).save(to: url)
    let text = try String(contentsOf: url, encoding: .utf8)
    #expect(
      text == """
        {
          "meals" : [
            {
              "name" : "Toast",
              "rating" : 2
            }
          ],
          "version" : 1
        }
        """)
  }

  @Test func missingFileLoadsAsAnEmptyStore() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.file("never-saved.json")
    #expect(try MealStore.load(from: url) == MealStore())
    #expect(try directory.contents().isEmpty)
  }

  @Test(arguments: [
    ("not json at all", "not valid JSON"),
    ("", "the file is empty"),
    ("[1, 2, 3]", "top level: expected an object"),
    (#"{"name": "a photo album"}"#, "version: missing"),
    (#"{"version": 2, "meals": []}"#, "version 2 is not supported"),
    (#"{"version": 1, "meals": [{"name": "Cake", "rating": 9}]}"#, "meals[0].rating: rating 9"),
    (#"{"version": 1, "meals": [{"name": "", "rating": 1}]}"#, "meals[0].name: a meal's name"),
  ])
  func corruptFileThrowsNamingThePathAndIsLeftUnchanged(contents: String, reason: String) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.file("meals.json")
    let bytes = Data(contents.utf8)
    try bytes.write(to: url)
    let error = try #require(throws: MealStoreError.self) { try MealStore.load(from: url) }
    guard case .corruptFile(let path, let actualReason) = error else {
      Issue.record("expected corruptFile, got \(error)")
      return
    }
    #expect(path == url.path)
    #expect(actualReason.contains(reason))
    #expect(error.description.contains(url.path))
    #expect(try Data(contentsOf: url) == bytes)
    #expect(try directory.contents() == ["meals.json"])
  }

  @Test func directoryInsteadOfAFileIsUnreadable() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.file("meals.json")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
    let error = try #require(throws: MealStoreError.self) { try MealStore.load(from: url) }
    #expect(error == .unreadableFile(path: url.path, reason: "read: Is a directory"))
    #expect(error.description.contains(url.path))
  }

  @Test func saveLeavesNoTemporaryFilesBehind() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.file("meals.json")
    try MealStore(meals: Meal.samples).save(to: url)
    try MealStore(meals: [Meal.samples[1]]).save(to: url)
    #expect(try directory.contents() == ["meals.json"])
    #expect(try MealStore.load(from: url).meals == [Meal.samples[1]])
  }

  @Test func saveOntoADirectoryFailsAndRemovesItsTemporaryFile() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.file("meals.json")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
    let error = try #require(throws: MealStoreError.self) {
      try MealStore(meals: Meal.samples).save(to: url)
    }
    guard case .writeFailed(let path, _) = error else {
      Issue.record("expected writeFailed, got \(error)")
      return
    }
    #expect(path == url.path)
    #expect(error.description.contains(url.path))
    #expect(try directory.contents() == ["meals.json"])
    #expect(try FileManager.default.contentsOfDirectory(atPath: url.path).isEmpty)
  }

  @Test func saveIntoAMissingDirectoryFails() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.file("no-such-folder/meals.json")
    #expect(throws: MealStoreError.self) { try MealStore().save(to: url) }
    #expect(try directory.contents().isEmpty)
  }

  @Test func failureJustBeforeTheRenameKeepsTheOldFile() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.file("meals.json")
    try MealStore(meals: Meal.samples).save(to: url)
    let before = try Data(contentsOf: url)
    var sawTemporaryFile = false
    #expect(throws: MealStoreError.self) {
      try MealStore().save(to: url) {
        sawTemporaryFile = try directory.contents().count == 2
        throw Boom()
      }
    }
    #expect(sawTemporaryFile)
    #expect(try Data(contentsOf: url) == before)
    #expect(try directory.contents() == ["meals.json"])
  }

  @Test(.enabled(if: getuid() != 0, "root may write to a read-only directory"))
  func saveIntoAReadOnlyDirectoryKeepsTheOldFile() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.file("meals.json")
    try MealStore(meals: Meal.samples).save(to: url)
    let before = try Data(contentsOf: url)
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o555], ofItemAtPath: directory.url.path)
    defer {
      try? FileManager.default.setAttributes(
        [.posixPermissions: 0o755], ofItemAtPath: directory.url.path)
    }
    #expect(throws: MealStoreError.self) { try MealStore().save(to: url) }
    #expect(try Data(contentsOf: url) == before)
    #expect(try directory.contents() == ["meals.json"])
  }

  @Test func invalidMealIsNotSavedAndTheOldFileStays() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.file("meals.json")
    try MealStore(meals: Meal.samples).save(to: url)
    let before = try Data(contentsOf: url)
    var broken = Meal.samples[0]
    broken.rating = 11
    let store = MealStore(meals: [Meal.samples[1], broken])
    let error = try #require(throws: MealStoreError.self) { try store.save(to: url) }
    #expect(
      error == .invalidMeal(path: url.path, index: 1, reason: "rating 11 is outside 0...5"))
    #expect(try Data(contentsOf: url) == before)
    #expect(try directory.contents() == ["meals.json"])
  }

  @Test func saveKeepsTheFilesPermissions() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.file("meals.json")
    try MealStore().save(to: url)
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: url.path)
    try MealStore(meals: Meal.samples).save(to: url)
    let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
    #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
  }

  @Test func saveThroughASymbolicLinkReplacesTheTarget() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let target = directory.file("real.json")
    let link = directory.file("link.json")
    try MealStore().save(to: target)
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
    try MealStore(meals: Meal.samples).save(to: link)
    #expect(try MealStore.load(from: target).meals == Meal.samples)
    let destination = try FileManager.default.destinationOfSymbolicLink(atPath: link.path)
    #expect(destination == target.path)
  }
}
