import Foundation

/// A meal's picture: a label and the image's encoded bytes.
///
/// `Photo` stands in for the tutorial's `UIImage`, which does not exist on Linux.
/// MealKit never decodes the bytes; they are whatever the image file held
/// (PNG, JPEG, …), so two photos are equal when their labels and bytes are equal.
///
/// The bytes are a `[UInt8]` so a lesson can write one inline:
///
/// ```swift
/// let photo = Photo(label: "toast", bytes: [0x89, 0x50, 0x4E, 0x47])
/// ```
///
/// In JSON a photo is `{"label": "toast", "bytes": "iVBORw=="}`: the bytes are
/// Base64, so that they fit in JSON's text.
///
/// - zh-Hans: 菜品的照片：一个标签，加上图片编码后的字节。
///
///   `Photo` 代替了教程里的 `UIImage`，因为 Linux 上没有 `UIImage`。MealKit 从不解码这些字节，
///   它们就是图片文件原有的内容（PNG、JPEG 等），所以两张照片的标签和字节都相等时，它们就相等。
///
///   字节的类型是 `[UInt8]`，这样课程里可以把一张照片直接写在代码中（见示例）。
///
///   在 JSON 中，照片写作 `{"label": "toast", "bytes": "iVBORw=="}`：字节用 Base64 表示，
///   这样才能放进 JSON 文本里。
public struct Photo: Equatable, Hashable, Codable, Sendable, CustomStringConvertible {
  /// A short human name for the picture, such as `"meal1"`.
  ///
  /// - zh-Hans: 一个便于人阅读的简短图片名，比如 `"meal1"`。
  public var label: String
  /// The encoded image, byte for byte.
  ///
  /// - zh-Hans: 编码后的图片，逐字节原样保存。
  public var bytes: [UInt8]

  /// Creates a photo from a label and the image's encoded bytes.
  ///
  /// - zh-Hans: 用标签和图片编码后的字节创建一张照片。
  public init(label: String, bytes: [UInt8]) {
    self.label = label
    self.bytes = bytes
  }

  /// `Photo(label: "meal1", 13 bytes)`: the label and the size, never the bytes.
  ///
  /// - zh-Hans: `Photo(label: "meal1", 13 bytes)`：只显示标签和大小，从不显示字节本身。
  public var description: String {
    "Photo(label: \(String(reflecting: label)), \(bytes.count) bytes)"
  }

  private enum CodingKeys: String, CodingKey {
    case label
    case bytes
  }

  /// Decodes a photo whose `bytes` are a Base64 string.
  ///
  /// - zh-Hans: 解码一张照片，其中的 `bytes` 是 Base64 字符串。
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    label = try container.decode(String.self, forKey: .label)
    let base64 = try container.decode(String.self, forKey: .bytes)
    guard let data = Data(base64Encoded: base64) else {
      throw DecodingError.dataCorruptedError(
        forKey: .bytes, in: container,
        debugDescription: "a photo's bytes must be Base64 text")
    }
    bytes = [UInt8](data)
  }

  /// Encodes the photo with its `bytes` as a Base64 string.
  ///
  /// - zh-Hans: 编码这张照片，把 `bytes` 写成 Base64 字符串。
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(label, forKey: .label)
    try container.encode(Data(bytes).base64EncodedString(), forKey: .bytes)
  }
}

extension Photo {
  /// A small stand-in picture for samples and tests.
  ///
  /// Its bytes are the 8-byte PNG signature followed by the label's UTF-8
  /// bytes: stable, but not a drawable image.
  static func placeholder(label: String) -> Photo {
    let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    return Photo(label: label, bytes: pngSignature + Array(label.utf8))
  }
}
