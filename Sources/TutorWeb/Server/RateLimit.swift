import Synchronization

/// Token buckets by key (a student, an address): each key may do `burst` things at once, then
/// gets one more every `interval`. A key not seen yet starts with `start` tokens (a new student
/// has one Check, not a whole burst, so a new cookie is no way around the limit). A refusal
/// says how long to wait, in whole seconds, for the `Retry-After` header and the learner's
/// message. An interval of zero limits nothing.
final class RateLimit: Sendable {
  private struct Bucket {
    var tokens: Double
    var at: ContinuousClock.Instant
  }

  private let buckets = Mutex<[String: Bucket]>([:])
  private let burst: Double
  private let start: Double
  private let interval: Duration
  private let now: @Sendable () -> ContinuousClock.Instant

  /// Buckets of `burst` tokens, one back every `interval`, a new key's holding `start` (default
  /// `burst`); `now` is the clock (a test's own).
  init(
    burst: Int, interval: Duration, start: Int? = nil,
    now: @escaping @Sendable () -> ContinuousClock.Instant = { .now }
  ) {
    self.burst = Double(max(1, burst))
    self.start = Double(min(max(1, start ?? burst), max(1, burst)))
    self.interval = interval
    self.now = now
  }

  /// Spends one token of `key`: nil when there was one, else the seconds until there is.
  func take(_ key: String) -> Int? {
    guard interval > .zero else { return nil }
    let now = now()
    let perSecond = 1 / Self.seconds(interval)
    return buckets.withLock { buckets in
      if buckets.count > 10_000 {
        // A key not seen holds `start` tokens: forgetting one that holds at least as many
        // never gives it more.
        buckets = buckets.filter {
          $0.value.tokens + Self.seconds(now - $0.value.at) * perSecond < start
        }
      }
      var bucket = buckets[key] ?? Bucket(tokens: start, at: now)
      bucket.tokens = min(burst, bucket.tokens + Self.seconds(now - bucket.at) * perSecond)
      bucket.at = now
      defer { buckets[key] = bucket }
      guard bucket.tokens < 1 else {
        bucket.tokens -= 1
        return nil
      }
      return max(1, Int(((1 - bucket.tokens) / perSecond).rounded(.up)))
    }
  }

  /// Gives back the token ``take(_:)`` just spent for `key`, when what it was spent on was
  /// refused for another reason (a student's Check that their address may not make now).
  func giveBack(_ key: String) {
    buckets.withLock { buckets in
      guard var bucket = buckets[key] else { return }
      bucket.tokens = min(burst, bucket.tokens + 1)
      buckets[key] = bucket
    }
  }

  private static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
  }
}
