// Wrong: validates the input but still throws the photo away.
class Meal {
  var name: String
  var photo: Photo?
  var rating: Int

  init?(name: String, photo: Photo?, rating: Int) {
    guard !name.isEmpty, (0...5).contains(rating) else {
      return nil
    }
    self.name = name
    self.photo = nil
    self.rating = rating
  }
}
