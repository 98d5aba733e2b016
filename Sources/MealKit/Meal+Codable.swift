/// Meals are stored as `{"name": "…", "photo": {…}, "rating": 4}`; `photo` is
/// left out when there is none.
///
/// Both directions apply the same rules as ``Meal/init(name:photo:rating:)``, so a
/// file cannot smuggle in an invalid meal and an invalid meal is never written.
extension Meal {
  private enum CodingKeys: String, CodingKey {
    case name
    case photo
    case rating
  }

  /// Decodes a meal, failing with `DecodingError.dataCorrupted` (pointing at the
  /// `name` or `rating` key) when the name is empty or the rating is outside `0...5`.
  ///
  /// - zh-Hans: 解码一道菜。名字为空或评分不在 `0...5` 之内时，
  ///   抛出 `DecodingError.dataCorrupted` 错误，错误指向 `name` 或 `rating` 键。
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let name = try container.decode(String.self, forKey: .name)
    let photo = try container.decodeIfPresent(Photo.self, forKey: .photo)
    let rating = try container.decode(Int.self, forKey: .rating)
    if let problem = Meal.problem(name: name, rating: rating) {
      throw DecodingError.dataCorruptedError(
        forKey: name.isEmpty ? .name : .rating, in: container, debugDescription: problem)
    }
    self.init(validName: name, photo: photo, rating: rating)
  }

  /// Encodes the meal, failing with `EncodingError.invalidValue` when its
  /// properties were changed so that it breaks the rules.
  ///
  /// - zh-Hans: 编码这道菜。如果它的属性被改得违反了规则，
  ///   就抛出 `EncodingError.invalidValue` 错误。
  public func encode(to encoder: any Encoder) throws {
    if let problem {
      throw EncodingError.invalidValue(
        self,
        EncodingError.Context(
          codingPath: encoder.codingPath, debugDescription: "\(self) is invalid: \(problem)"))
    }
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(name, forKey: .name)
    try container.encodeIfPresent(photo, forKey: .photo)
    try container.encode(rating, forKey: .rating)
  }
}
