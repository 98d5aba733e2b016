/// One named check: a closure that either returns (pass) or throws (fail).
///
/// Exercise `checks.swift` files build checks with ``check(_:_:)`` inside a
/// ``Checks`` list:
///
/// ```swift
/// import TutorChecks
///
/// let checks = Checks {
///   check("a score above 50 earns 3 points") {
///     try expectEqual(teamScore([51]), 3, "teamScore([51])")
///   }
/// }
/// ```
public struct Check {
  /// The name the student sees beside the verdict.
  public let name: String
  let body: () throws -> Void

  /// Creates a check; prefer the ``check(_:_:)`` function in check lists.
  public init(_ name: String, _ body: @escaping () throws -> Void) {
    self.name = name
    self.body = body
  }
}

/// Creates a named check for a ``Checks`` list.
public func check(_ name: String, _ body: @escaping () throws -> Void) -> Check {
  Check(name, body)
}

/// The ordered list of checks an exercise runs after the student's top-level code.
public struct Checks {
  /// The checks, in the order they run.
  public let all: [Check]

  /// Builds the list with `check(…)` calls, loops and conditionals.
  public init(@CheckBuilder _ build: () -> [Check]) {
    all = build()
  }
}

/// The result builder behind ``Checks``: accepts single checks, arrays of
/// checks, `for` loops, `if` and `if`/`else`.
@resultBuilder
public enum CheckBuilder {
  /// A single check.
  public static func buildExpression(_ check: Check) -> [Check] { [check] }
  /// Several checks made at once, e.g. by `map`.
  public static func buildExpression(_ checks: [Check]) -> [Check] { checks }
  /// The statements of a block, in order.
  public static func buildBlock(_ parts: [Check]...) -> [Check] { parts.flatMap { $0 } }
  /// A `for` loop.
  public static func buildArray(_ parts: [[Check]]) -> [Check] { parts.flatMap { $0 } }
  /// An `if` without `else`.
  public static func buildOptional(_ part: [Check]?) -> [Check] { part ?? [] }
  /// The first branch of an `if`/`else`.
  public static func buildEither(first part: [Check]) -> [Check] { part }
  /// The second branch of an `if`/`else`.
  public static func buildEither(second part: [Check]) -> [Check] { part }
}
