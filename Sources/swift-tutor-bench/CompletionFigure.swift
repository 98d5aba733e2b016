import Evaluator
import Foundation
import SourceKitCompletion

/// Tab at the prompt, answered by sourcekit-lsp: the first member completion of a fresh server
/// (started, initialized, then asked `meal.` over a session of two kept inputs), and warm
/// requests after it (p50 and p95 of a mix of member and prefix completions, the document
/// changed before each, as the REPL sends it). Goals: first ≤ 500 ms, warm p50 ≤ 100 ms.
struct CompletionFigure {
  let context: BenchContext
  static let names = ["completion, first answer", "completion, warm p50", "completion, warm p95"]

  func measure() throws -> [Figure] {
    let kept = ["let s = \"hello\"", "let meal = Meal(name: \"Soup\", photo: nil, rating: 4)!"]
    let completion = SwiftCompletion(
      toolchain: context.modules.toolchain, modules: context.modules.directory,
      imports: ModuleCache.sampleModules)
    defer { completion.close() }
    let start = ContinuousClock.now
    guard completion.ready(within: .seconds(60)) else {
      return Self.names.map {
        Figure.unavailable($0, target: "—", reason: "no sourcekit-lsp beside swiftc")
      }
    }
    // `ready` waits for the warm-up request too only when it already ran; ask now.
    guard
      let first = completion.complete(
        kept: kept, typed: "meal.", beforeCursor: "meal.", deadline: .seconds(30)), !first.isEmpty
    else { throw BenchError("sourcekit-lsp gave no members of Meal") }
    let firstSeconds = seconds(ContinuousClock.now - start)
    let lines = ["meal.", "s.upperc", "meal.ra", "let x = me", "s.", "meal.name."]
    var warm: [Double] = []
    for round in 0..<(context.repetitions * 6) {
      let line = lines[round % lines.count]
      let asked = ContinuousClock.now
      _ = completion.complete(kept: kept, typed: line, beforeCursor: line, deadline: .seconds(10))
      warm.append(seconds(ContinuousClock.now - asked))
    }
    let sorted = warm.sorted()
    let p95 = sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.95))]
    var figures = [
      Figure(
        name: Self.names[0], measured: Figure.milliseconds(firstSeconds),
        ok: firstSeconds <= 0.5, target: "≤ 500 ms"),
      Figure(
        name: Self.names[1], measured: Figure.milliseconds(median(warm)),
        ok: median(warm) <= 0.1, target: "≤ 100 ms"),
      Figure(
        name: Self.names[2], measured: Figure.milliseconds(p95), ok: p95 <= 0.3,
        target: "≤ 300 ms"),
    ]
    figures[0].note =
      "server start, initialize and the first `meal.` (standard library and MealKit)"
    figures[1].note = "\(warm.count) requests: members and prefixes, the document sent each time"
    return figures
  }

  private func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }
}
