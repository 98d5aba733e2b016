import Crypto
package import Foundation

/// SHA-256 (swift-crypto) of a sequence of fields, for content-addressed caches: a key nobody
/// can steer into a collision with another submission's verdict.
package struct ContentDigest {
  private var hasher = SHA256()

  /// A fresh digest.
  package init() {}

  /// Adds bytes.
  package mutating func update(_ data: Data) { hasher.update(data: data) }

  /// Adds a string's UTF-8 bytes followed by a 0 separator.
  package mutating func update(field: String) {
    hasher.update(data: Data(field.utf8))
    hasher.update(data: Data([0]))
  }

  /// The digest as 64 lowercase hex digits.
  package func hexDigest() -> String {
    hasher.finalize().map { byte in
      let hex = String(byte, radix: 16)
      return byte < 16 ? "0" + hex : hex
    }.joined()
  }
}
