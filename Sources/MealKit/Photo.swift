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
/// Base64, which keeps store files short and readable.
public struct Photo: Equatable, Hashable, Codable, Sendable, CustomStringConvertible {
  /// A short human name for the picture, such as `"meal1"`.
  public var label: String
  /// The encoded image, byte for byte.
  public var bytes: [UInt8]

  /// Creates a photo from a label and the image's encoded bytes.
  public init(label: String, bytes: [UInt8]) {
    self.label = label
    self.bytes = bytes
  }

  /// `Photo(label: "meal1", 8 bytes)`: the label and the size, never the bytes.
  public var description: String {
    "Photo(label: \(String(reflecting: label)), \(bytes.count) bytes)"
  }

  private enum CodingKeys: String, CodingKey {
    case label
    case bytes
  }

  /// Decodes a photo whose `bytes` are a Base64 string.
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
