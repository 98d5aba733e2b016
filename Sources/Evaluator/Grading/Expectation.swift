import Foundation

/// What the trusted side of a grading gives.
enum Expectation: Sendable {
  /// The reference program's observations.
  case observations(ProbeStream)
  /// The expected output.
  case output(String)

  /// The observations (an exercise's kind decides which case it is).
  var observations: ProbeStream {
    if case .observations(let stream) = self { return stream }
    return ProbeStream()
  }

  /// The expected output (an exercise's kind decides which case it is).
  var output: String {
    if case .output(let text) = self { return text }
    return ""
  }
}
