/// Plain-text lines for a program run by hand, without a grader.
enum StandaloneReport {
  static func line(for record: ResultRecord) -> String {
    switch record {
    case .plan(let count): return "--- running \(count) checks\n"
    case .begin(_, let name): return "--- \(name)\n"
    case .pass: return "PASS\n"
    case .fail(_, let message): return "FAIL: \(message)\n"
    case .harnessError(let message): return "HARNESS ERROR: \(message)\n"
    case .done: return "--- done\n"
    }
  }
}
