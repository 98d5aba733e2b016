// Wrong: `rating < 5` leaves out the top of the range, so 5 stars are rejected.
class Meal {
  var name: String
  var photo: Photo?
  var rating: Int

  init?(name: String, photo: Photo?, rating: Int) {
    guard !name.isEmpty, rating >= 0, rating < 5 else {
      return nil
    }
    self.name = name
    self.photo = photo
    self.rating = rating
  }
}
