// Wrong: trims the name, so a name of one space (" ") is rejected.
import Foundation

class Meal {
  var name: String
  var photo: Photo?
  var rating: Int

  init?(name: String, photo: Photo?, rating: Int) {
    guard !name.trimmingCharacters(in: .whitespaces).isEmpty, (0...5).contains(rating) else {
      return nil
    }
    self.name = name
    self.photo = photo
    self.rating = rating
  }
}
