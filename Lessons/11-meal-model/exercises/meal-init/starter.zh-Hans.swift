class Meal {
  var name: String
  var photo: Photo?
  var rating: Int

  init?(name: String, photo: Photo?, rating: Int) {
    // TODO: 名字为空或评分不在 0...5 之内时返回 nil
    self.name = name
    self.photo = nil  // TODO: 保存传进来的照片
    self.rating = rating
  }
}
