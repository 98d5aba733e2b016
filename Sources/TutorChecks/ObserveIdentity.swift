/// Observes whether `type` is a class: `true` or `false`.
///
/// Decided from the metatype alone (`T.self is AnyClass`), never from a value: a struct can
/// make `Mirror` say `.class` (`CustomReflectable`) and `as AnyObject` hand out a shared box
/// (`_ObjectiveCBridgeable`), but its type is still a struct's.
///
/// ```swift
/// observeIsClass(TallyCounter.self, "TallyCounter is a class")
/// ```
public func observeIsClass<T>(
  _ type: T.Type, _ what: @autoclosure () -> String, zh: @autoclosure () -> String? = nil
) {
  ProbeRun.record(what: what(), chinese: zh(), value: String(isClass(type)), tolerance: nil)
}

/// Observes whether `first` and `second` are the very same object (`===`): `true`, `false`,
/// or `not a class` when `T` is not a class type.
///
/// Use it on values the probe made itself (`let a = Counter(); let b = a`), so that what is
/// compared is the student's type's behaviour, not something it hands out: a struct never
/// compares as an object, however it bridges.
public func observeSameObject<T>(
  _ first: T, _ second: T, _ what: @autoclosure () -> String,
  zh: @autoclosure () -> String? = nil
) {
  let value: String
  if let one = object(first), let other = object(second) {
    value = String(one == other)
  } else {
    value = "not a class"
  }
  ProbeRun.record(what: what(), chinese: zh(), value: value, tolerance: nil)
}

/// True when `T` is a class type (not a struct, enum, tuple, function or protocol type).
func isClass<T>(_ type: T.Type) -> Bool {
  type is AnyClass
}

/// The identity of `value` when `T` is a class type, read from the reference itself rather
/// than through `as AnyObject` (which a bridgeable value type can answer with anything).
func object<T>(_ value: T) -> ObjectIdentifier? {
  guard isClass(T.self), MemoryLayout<T>.size == MemoryLayout<AnyObject>.size else { return nil }
  // Safe: a value of a class type is exactly one strong reference, of AnyObject's size (checked
  // just above); the bit cast reads that reference without any dynamic cast or bridging.
  return ObjectIdentifier(unsafeBitCast(value, to: AnyObject.self))
}
