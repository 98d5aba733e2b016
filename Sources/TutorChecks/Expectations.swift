import PlaygroundRuntime

/// The error a failed expectation throws; its message is what the student reads.
public struct CheckFailure: Error, CustomStringConvertible {
  /// What was expected and what the student's code produced.
  public let message: String

  /// Creates a failure with a message for the student.
  public init(_ message: String) { self.message = message }

  /// The message.
  public var description: String { message }
}

/// Fails the current check with `message`.
public func fail(_ message: String) throws -> Never {
  throw CheckFailure(message)
}

/// Passes when `actual == expected`; otherwise fails with
/// `<what>: expected <expected>, got <actual>`.
public func expectEqual<T: Equatable>(
  _ actual: T, _ expected: T, _ what: @autoclosure () -> String = ""
) throws {
  guard actual == expected else {
    throw CheckFailure(subject(what()) + "expected \(show(expected)), got \(show(actual))")
  }
}

/// Passes when `value` is `nil`.
public func expectNil<T>(_ value: T?, _ what: @autoclosure () -> String = "") throws {
  if let value {
    throw CheckFailure(subject(what()) + "expected nil, got \(show(value))")
  }
}

/// Passes when `value` is not `nil`, and returns the unwrapped value for further checks.
@discardableResult
public func expectNotNil<T>(_ value: T?, _ what: @autoclosure () -> String = "") throws -> T {
  guard let value else {
    throw CheckFailure(subject(what()) + "expected a value, got nil")
  }
  return value
}

/// Passes when `condition` is true; otherwise fails with `message`.
public func expectTrue(_ condition: Bool, _ message: @autoclosure () -> String) throws {
  guard condition else { throw CheckFailure(message()) }
}

/// Passes when `condition` is false; otherwise fails with `message`.
public func expectFalse(_ condition: Bool, _ message: @autoclosure () -> String) throws {
  guard !condition else { throw CheckFailure(message()) }
}

/// Passes when `actual` is within `tolerance` of `expected` (relative for large values).
public func expectApproximately(
  _ actual: Double, _ expected: Double, tolerance: Double = 1e-9,
  _ what: @autoclosure () -> String = ""
) throws {
  let scale = max(1, abs(expected))
  guard !actual.isNaN, abs(actual - expected) <= tolerance * scale else {
    throw CheckFailure(subject(what()) + "expected \(expected) (±\(tolerance)), got \(actual)")
  }
}

/// Passes when `value` is an instance of `type` (a subclass counts), and returns it cast.
@discardableResult
public func expectType<T>(
  _ value: Any, _ type: T.Type, _ what: @autoclosure () -> String = ""
) throws -> T {
  guard let cast = value as? T else {
    throw CheckFailure(
      subject(what()) + "expected a value of type \(T.self), got \(ValueFormatter.typeName(of: value))")
  }
  return cast
}

func subject(_ what: String) -> String {
  what.isEmpty ? "" : "\(what): "
}
