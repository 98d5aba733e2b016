/// A construct the student's code must not contain (`forbid:` in `exercise.yaml`).
///
/// The evaluator finds them in the syntax tree and reports the line.
public enum ForbiddenConstruct: String, CaseIterable, Hashable, Sendable, Codable {
  /// `value!`
  case forceUnwrap = "force-unwrap"
  /// `try!`
  case forceTry = "force-try"
  /// `as!`
  case forceCast = "force-cast"
  /// A declared type `T!`.
  case implicitlyUnwrapped = "implicitly-unwrapped"
}

/// A construct the student's code must use (`require:` in `exercise.yaml`).
///
/// The evaluator looks for each in the syntax tree before running anything.
public enum RequiredConstruct: String, CaseIterable, Hashable, Sendable, Codable {
  /// `if let x = …` (or `if let x`).
  case ifLet = "if-let"
  /// `guard let x = … else`.
  case guardLet = "guard-let"
  /// A `switch` statement or expression.
  case switchStatement = "switch"
  /// A `for … in` loop.
  case forInLoop = "for-in"
  /// A `while` or `repeat … while` loop.
  case whileLoop = "while"
  /// A closure expression `{ … }`.
  case closure
  /// A call of `.map`.
  case map
  /// A call of `.filter`.
  case filter
  /// A call of `.reduce`.
  case reduce
  /// Any `guard` statement.
  case guardStatement = "guard"
  /// An `extension` declaration.
  case extensionDeclaration = "extension"
  /// A `protocol` declaration.
  case protocolDeclaration = "protocol"
  /// An `enum` declaration.
  case enumDeclaration = "enum"
  /// A `struct` declaration.
  case structDeclaration = "struct"
  /// A `class` declaration.
  case classDeclaration = "class"
  /// A failable initializer `init?(…)`.
  case failableInitializer = "init?"
  /// A function or initializer declared `throws`.
  case throwingFunction = "throws"
  /// A `do { … } catch { … }` statement.
  case doCatch = "do-catch"
  /// A generic parameter clause `<T>` on a type or function.
  case generic
}
