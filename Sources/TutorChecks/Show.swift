import PlaygroundRuntime

/// Formats a value the way check messages show it: strings quoted, optionals
/// as their value or `nil`, enum cases with a leading dot, and objects without
/// a description of their own as `Type(property: value, …)`.
public func show(_ value: Any) -> String {
  ValueFormatter.describe(value)
}
