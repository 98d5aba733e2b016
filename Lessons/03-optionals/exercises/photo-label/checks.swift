import MealKit
import Shapes
import TutorChecks

let checks = Checks {
  check("Caprese Salad's photo is labelled \"meal1\"") {
    try expectEqual(
      photoLabel(of: MealKit.Meal.samples[0]), "meal1", "photoLabel(of: Meal.samples[0])")
  }
  check("every sample meal gives its own photo's label") {
    try expectEqual(
      MealKit.Meal.samples.map { photoLabel(of: $0) }, ["meal1", "meal2", "meal3"],
      "photoLabel for each of Meal.samples")
  }
  check("no meal gives nil") {
    try expectNil(photoLabel(of: nil), "photoLabel(of: nil)")
  }
  check("a meal without a photo gives nil") {
    let toast = try expectNotNil(
      MealKit.Meal(name: "Toast", rating: 2), "Meal(name: \"Toast\", rating: 2)")
    try expectNil(photoLabel(of: toast), "photoLabel(of: Toast without a photo)")
  }
  check("a photo's label is returned exactly as stored") {
    let photo = MealKit.Photo(label: "Bowl of Ramen #2", bytes: [0x89, 0x50])
    let ramen = try expectNotNil(
      MealKit.Meal(name: "Ramen", photo: photo, rating: 5), "Meal(name: \"Ramen\", …)")
    try expectEqual(photoLabel(of: ramen), "Bowl of Ramen #2", "photoLabel(of: Ramen)")
  }
  check("a photo with an empty label gives \"\", not nil") {
    let photo = MealKit.Photo(label: "", bytes: [])
    let plate = try expectNotNil(
      MealKit.Meal(name: "Plate", photo: photo, rating: 1), "Meal(name: \"Plate\", …)")
    try expectEqual(photoLabel(of: plate), "", "photoLabel(of: a meal whose photo label is \"\")")
  }
  check("a photo added later is found, and a removed one is gone") {
    var soup = try expectNotNil(
      MealKit.Meal(name: "Soup", rating: 3), "Meal(name: \"Soup\", rating: 3)")
    soup.photo = MealKit.Photo(label: "soup", bytes: [7])
    try expectEqual(photoLabel(of: soup), "soup", "photoLabel after adding a photo")
    soup.photo = nil
    try expectNil(photoLabel(of: soup), "photoLabel after removing the photo")
  }
}
