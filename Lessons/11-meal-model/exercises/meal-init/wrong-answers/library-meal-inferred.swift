// Wrong: declares its own Meal, but lets the library's Meal decide what is valid, reaching
// its initializer by type inference from MealStore's meals, never spelling MealKit.Meal.
class Meal {
  var name: String
  var photo: Photo?
  var rating: Int

  init?(name: String, photo: Photo?, rating: Int) {
    let tried = MealStore().meals.map(Optional.some) + [.init(name: name, photo: photo, rating: rating)]
    guard let last = tried.last, last != nil else { return nil }
    self.name = name
    self.photo = photo
    self.rating = rating
  }
}
