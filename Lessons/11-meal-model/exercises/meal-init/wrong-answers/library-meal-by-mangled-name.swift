import Foundation

// The library's Meal reached by name at run time: the type checker never sees it.
class Meal {
  var name: String
  var photo: Photo?
  var rating: Int

  init?(name: String, photo: Photo?, rating: Int) {
    guard libraryAccepts(name, rating) else { return nil }
    self.name = name
    self.photo = photo
    self.rating = rating
  }
}

private func libraryAccepts(_ name: String, _ rating: Int) -> Bool {
  guard let type = _typeByName("7MealKit4MealV") as? any Decodable.Type,
    let data = try? JSONSerialization.data(withJSONObject: ["name": name, "rating": rating])
  else { return false }
  return (try? JSONDecoder().decode(type, from: data)) != nil
}
