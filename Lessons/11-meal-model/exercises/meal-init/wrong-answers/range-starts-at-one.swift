// Wrong: the rating range is 1...5, so a meal with 0 stars is rejected.
class Meal {
  var name: String
  var photo: Photo?
  var rating: Int

  init?(name: String, photo: Photo?, rating: Int) {
    guard !name.isEmpty, (1...5).contains(rating) else {
      return nil
    }
    self.name = name
    self.photo = photo
    self.rating = rating
  }
}
