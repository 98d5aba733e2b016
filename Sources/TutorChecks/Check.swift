/// One named check: a probe that calls the student's code and ``observe(_:_:tolerance:)``s what it
/// does.
///
/// A check holds no expected value: the grader runs the same probe against the exercise's solution
/// and compares what both observed.
///
/// Exercise `checks.swift` files build checks with ``check(_:zh:task:hint:line:_:)`` inside a
/// ``Checks`` list:
///
/// ```swift
/// import TutorChecks
///
/// let checks = Checks {
///   check("a score above 50 earns 3 points", zh: "超过 50 分得 3 分", hint: 3) {
///     observe(teamScore([51]), "teamScore([51])")
///   }
/// }
/// ```
public struct Check {
  /// The name an English-speaking student sees beside the verdict.
  public let name: String
  /// The name in Simplified Chinese (nil: the English name is shown).
  public let chineseName: String?
  /// The task this check belongs to (Exercism's `task_id`), if the exercise has tasks.
  public let task: Int?
  /// The hint that helps when this check fails: its number in the task's `## Hints` list,
  /// from 1 (nil: none in particular). Hint shows it first after a Check this check failed.
  public let hint: Int?
  /// The line of `checks.swift` the check starts at (the grader quotes its source).
  public let line: Int
  let body: () throws -> Void

  /// Creates a check; prefer the ``check(_:zh:task:hint:line:_:)`` function in check lists.
  public init(
    _ name: String, zh chineseName: String?, task: Int?, hint: Int? = nil, line: Int,
    _ body: @escaping () throws -> Void
  ) {
    self.name = name
    self.chineseName = chineseName
    self.task = task
    self.hint = hint
    self.line = line
    self.body = body
  }
}

/// Creates a named check for a ``Checks`` list.
///
/// `zh` is the name in Simplified Chinese; `task` groups checks into numbered tasks; `hint`
/// names the hint (its number in the task's `## Hints` list, from 1) that helps most when this
/// check fails.
public func check(
  _ name: String, zh chineseName: String? = nil, task: Int? = nil, hint: Int? = nil,
  line: Int = #line, _ body: @escaping () throws -> Void
) -> Check {
  Check(name, zh: chineseName, task: task, hint: hint, line: line, body)
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
  /// Several checks made at once, for example by `map`.
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
