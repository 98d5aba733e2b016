import LiveSession

/// What a session's answer showed, read the way the tests of the live session read it.

/// The value shown for `name` (`name: Type = value`) or for an unnamed expression: the last.
func value(_ result: PlaygroundResult, named name: String = "") -> String? {
  result.events.compactMap { event -> String? in
    guard case .value(_, let found, _, let text) = event, found == name else { return nil }
    return text
  }.last
}

/// Everything the input printed, in order.
func printed(_ result: PlaygroundResult) -> String {
  result.events.map { event -> String in
    guard case .output(_, let text) = event else { return "" }
    return text
  }.joined()
}
