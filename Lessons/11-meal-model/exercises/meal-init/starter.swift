class Meal {
  var name: String
  var photo: Photo?
  var rating: Int

  init?(name: String, photo: Photo?, rating: Int) {
    // TODO: return nil for an empty name or a rating outside 0...5
    self.name = name
    self.photo = nil  // TODO: keep the photo that was passed in
    self.rating = rating
  }
}
