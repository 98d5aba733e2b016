import Crypto
public import Foundation

/// The secret behind every grading: it keys the seed of the random checks (so nobody without it
/// can tell which inputs a file will be tried on, or grind a file until its inputs miss a bug)
/// and the seals on shard reports (so `merge` takes only what `grade` wrote).
///
/// Where it comes from, first match wins: `--secret-file FILE`, `$SWIFT_TUTOR_SECRET` (a CI
/// job's secret, so every shard and every re-run agree), else the installation key
/// `$XDG_CACHE_HOME/swift-tutor/grading.key`, made on first use, readable by its owner only.
/// A student's program never sees it: it lives outside the jail, and the jail's environment is
/// its own. Reports show ``id``, never the key.
public struct GradingKey: Sendable {
  /// Where the key came from.
  public enum Origin: Sendable, Equatable {
    /// `--secret-file`.
    case file(String)
    /// `$SWIFT_TUTOR_SECRET`.
    case environment
    /// The installation key at this path.
    case installation(String)
  }

  /// The environment variable a CI job gives its secret in.
  public static let environmentVariable = "SWIFT_TUTOR_SECRET"
  /// The fewest characters a given secret may have: a short one could be guessed offline.
  public static let shortestSecret = 16

  /// A short public name of the key (a digest of it): which key a report was made with.
  public let id: String
  /// Where it came from.
  public let origin: Origin
  private let key: SymmetricKey

  /// A key from a secret's bytes.
  public init(secret: Data, origin: Origin) {
    key = SymmetricKey(data: secret)
    self.origin = origin
    var digest = SHA256()
    digest.update(data: Data("swift-tutor key id v1\0".utf8))
    digest.update(data: secret)
    id = String(Hex.string(Data(digest.finalize())).prefix(12))
  }

  /// The seed of a grading: a keyed digest of `fields` (each length-prefixed, so no two lists
  /// of fields give the same input), never 0.
  public func seed(_ fields: [String]) -> UInt64 {
    let mac = self.mac(domain: "seed-v2", fields.map { Data($0.utf8) })
    return max(1, mac.prefix(8).reduce(UInt64(0)) { $0 << 8 | UInt64($1) })
  }

  /// A seal over `data`: 64 hex digits only this key makes.
  public func seal(_ data: Data) -> String {
    Hex.string(mac(domain: "seal-v1", [data]))
  }

  /// True when `seal` is this key's seal over `data` (compared in constant time).
  public func verifies(seal: String, over data: Data) -> Bool {
    let expected = Array(self.seal(data).utf8)
    let given = Array(seal.utf8)
    guard expected.count == given.count else { return false }
    return zip(expected, given).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
  }

  private func mac(domain: String, _ parts: [Data]) -> Data {
    var hmac = HMAC<SHA256>(key: key)
    for part in [Data(domain.utf8)] + parts {
      var length = UInt64(part.count).bigEndian
      hmac.update(data: Data(bytes: &length, count: 8))
      hmac.update(data: part)
    }
    return Data(hmac.finalize())
  }
}

/// Lowercase hex.
package enum Hex {
  /// `data` as lowercase hexadecimal digits, two a byte.
  package static func string(_ data: Data) -> String {
    data.map { byte in
      let hex = String(byte, radix: 16)
      return byte < 16 ? "0" + hex : hex
    }.joined()
  }
}
