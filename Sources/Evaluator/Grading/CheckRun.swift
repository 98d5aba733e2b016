import TutorChecks

/// What one run of a checks program reported: finished checks, the check that
/// was running when it ended, and whether all checks reported.
struct CheckRun {
  var names: [Int: String] = [:]
  var results: [Int: TestResult] = [:]
  var planned: Int?
  var finished = false
  var unfinished: Int?
  var harnessProblems: [String] = []

  init(scanner: RecordScanner) {
    var begun = Set<Int>()
    for record in scanner.records {
      switch record {
      case .plan(let count):
        // The harness plans once and begins each check once per run: a second
        // report is a copy of the process (`fork`) whose verdict could win.
        if planned != nil { harnessProblems.append("the checks were reported twice (fork?)") }
        planned = count
      case .begin(let index, let name):
        if !begun.insert(index).inserted {
          harnessProblems.append("check \(index + 1) began twice (fork?)")
        }
        names[index] = name
        unfinished = index
      case .pass(let index):
        results[index] = TestResult(name: names[index] ?? "check \(index + 1)", status: .pass)
        unfinished = nil
      case .fail(let index, let message):
        results[index] = TestResult(
          name: names[index] ?? "check \(index + 1)", status: .fail, message: message)
        unfinished = nil
      case .done: finished = true
      case .harnessError(let message): harnessProblems.append(message)
      }
    }
    for (index, buffer) in scanner.checkOutput where results[index] != nil {
      let text = buffer.text
      if !text.isEmpty { results[index]?.output = text.clipped(to: 500) }
    }
  }
}
