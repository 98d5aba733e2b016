import Synchronization

/// Token buckets by key (a student, an address): each key may do `burst` things at once, then
/// gets one more every `interval`. A refusal says how long to wait, in whole seconds, for the
/// `Retry-After` header and the learner's message.
final class RateLimit: Sendable {
  private struct Bucket {
    var tokens: Double
    var at: ContinuousClock.Instant
  }

  private let buckets = Mutex<[String: Bucket]>([:])
  private let burst: Double
  private let interval: Duration
  private let now: @Sendable () -> ContinuousClock.Instant

  /// Buckets of `burst` tokens, one back every `interval`; `now` is the clock (a test's own).
  init(
    burst: Int, interval: Duration,
    now: @escaping @Sendable () -> ContinuousClock.Instant = { .now }
  ) {
    self.burst = Double(max(1, burst))
    self.interval = interval
    self.now = now
  }

  /// Spends one token of `key`: nil when there was one, else the seconds until there is.
  func take(_ key: String) -> Int? {
    let now = now()
    let perSecond = 1 / Self.seconds(interval)
    return buckets.withLock { buckets in
      if buckets.count > 10_000 {  // a key not seen is a full bucket: forget the full ones
        buckets = buckets.filter {
          $0.value.tokens + Self.seconds(now - $0.value.at) * perSecond < burst
        }
      }
      var bucket = buckets[key] ?? Bucket(tokens: burst, at: now)
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

  private static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
  }
}
