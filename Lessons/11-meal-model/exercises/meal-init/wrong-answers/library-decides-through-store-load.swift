import Foundation

// The student's own Meal class, but the rule (non-empty name, rating 0...5) is decided by the
// library: MealKit's MealStore.load(from:) decodes MealKit.Meal and refuses an invalid one.
// Nothing here names MealKit.Meal, and MealStore.load's signature does not name it either.
class Meal {
  var name: String
  var photo: Photo?
  var rating: Int

  init?(name: String, photo: Photo?, rating: Int) {
    guard probeLibrary(name, rating) else { return nil }
    self.name = name
    self.photo = photo
    self.rating = rating
  }
}

private func probeLibrary(_ name: String, _ rating: Int) -> Bool {
  let entry: [String: Any] = ["name": name, "rating": rating]
  let file: [String: Any] = ["version": 1, "meals": [entry]]
  guard let data = try? JSONSerialization.data(withJSONObject: file) else { return false }
  let url = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("m-\(getpid()).json")
  guard (try? data.write(to: url)) != nil else { return false }
  defer { try? FileManager.default.removeItem(at: url) }
  return (try? MealStore.load(from: url)) != nil
}
