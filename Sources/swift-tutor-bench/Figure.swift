import Foundation

/// One figure of docs/design.md ("Performance"): what was measured, against what, and whether it
/// meets its target.
struct Figure {
  /// Which way the ratio must go.
  enum Goal {
    /// ratio ≤ limit (a slowdown against the floor).
    case atMost(Double)
    /// ratio ≥ limit (a speed-up, or a fraction of the ideal).
    case atLeast(Double)

    func holds(_ ratio: Double) -> Bool {
      switch self {
      case .atMost(let limit): ratio <= limit
      case .atLeast(let limit): ratio >= limit
      }
    }

    var text: String {
      switch self {
      case .atMost(let limit): "≤ \(Figure.number(limit))"
      case .atLeast(let limit): "≥ \(Figure.number(limit))"
      }
    }
  }

  var name: String
  var measured: String
  var floor: String
  /// measured against floor, in the direction `goal` names; nil when there is none.
  var ratio: Double?
  var goal: Goal?
  /// The target as printed, such as `≤ 1.3x` or `≤ 150 ms`.
  var target: String
  /// nil: not measurable here (the note says why).
  var ok: Bool?
  var note: String?

  /// A figure compared by ratio.
  init(name: String, measured: String, floor: String, ratio: Double, goal: Goal, unit: String = "x")
  {
    self.name = name
    self.measured = measured
    self.floor = floor
    self.ratio = ratio
    self.goal = goal
    target = goal.text + unit
    ok = goal.holds(ratio)
  }

  /// A figure with an absolute target (`limitText` like `≤ 150 ms`).
  init(name: String, measured: String, ok: Bool, target: String) {
    self.name = name
    self.measured = measured
    floor = "—"
    self.target = target
    self.ok = ok
  }

  /// A figure that could not be measured on this machine, and why.
  static func unavailable(_ name: String, target: String, reason: String) -> Figure {
    var figure = Figure(name: name, measured: "n/a", ok: true, target: target)
    figure.ok = nil
    figure.note = reason
    return figure
  }

  var verdict: String {
    switch ok {
    case .some(true): "ok"
    case .some(false): "MISS"
    case .none: "n/a"
    }
  }

  /// `0.123` → `0.12`, `45.6` → `45.6`, `1234` → `1234`.
  static func number(_ value: Double) -> String {
    if value >= 100 { return String(Int(value.rounded())) }
    if value >= 10 { return String(format: "%.1f", value) }
    return String(format: "%.2f", value)
  }

  static func milliseconds(_ seconds: Double) -> String { "\(number(seconds * 1000)) ms" }
}

/// The median of `values` (0 for none).
func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  guard !sorted.isEmpty else { return 0 }
  let middle = sorted.count / 2
  return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
