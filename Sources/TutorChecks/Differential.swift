import PlaygroundRuntime

/// Runs the student's code and the reference code on every input and
/// passes when all results are equal; fails naming the first input that differs.
///
/// ```swift
/// try expectSameResults(
///   for: [[75, 43, 103, 87, 12], [], [50, 51]],
///   describe: { "teamScore(\($0))" },
///   student: teamScore, reference: referenceTeamScore)
/// ```
public func expectSameResults<Input, Output: Equatable>(
  for inputs: [Input],
  describe: (Input) -> String,
  student: (Input) throws -> Output,
  reference: (Input) throws -> Output
) throws {
  for input in inputs {
    let expected = try reference(input)
    let actual = try student(input)
    guard actual == expected else {
      throw CheckFailure(
        "\(describe(input)): expected \(show(expected)), got \(show(actual))")
    }
  }
}

/// Compares the student's object with a reference object property by property,
/// by name, through `Mirror` (so the student's own `Meal` class can be compared
/// with `MealKit.Meal`). Fails naming the first property that is missing or differs.
public func expectSameProperties(
  _ actual: Any, as expected: Any, names: [String], _ what: @autoclosure () -> String = ""
) throws {
  let actualProperties = storedProperties(of: actual)
  let expectedProperties = storedProperties(of: expected)
  for name in names {
    guard let actualValue = actualProperties[name] else {
      throw CheckFailure(subject(what()) + "\(ValueFormatter.typeName(of: actual)) has no property `\(name)`")
    }
    let want = show(expectedProperties[name] as Any)
    let got = show(actualValue)
    guard want == got else {
      throw CheckFailure(subject(what()) + "`\(name)`: expected \(want), got \(got)")
    }
  }
}

/// Stored properties of a value by label, including those of superclasses.
func storedProperties(of value: Any) -> [String: Any] {
  var result: [String: Any] = [:]
  var mirror: Mirror? = Mirror(reflecting: value)
  while let current = mirror {
    for child in current.children {
      if let label = child.label, result[label] == nil { result[label] = child.value }
    }
    mirror = current.superclassMirror
  }
  return result
}
