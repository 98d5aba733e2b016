import Foundation
import LessonKit
import TutorSupport

/// `validate`'s look at an exercise's probes, through the reference program: every check
/// observes something (a check that observes nothing passes for any answer), and every check
/// has a Chinese name.
struct ProbeCoverage {
  let grader: Grader
  /// The teacher's language.
  let language: Language

  func problems(of spec: ExerciseSpec, checks file: URL?) throws -> [LessonProblem] {
    guard case .checks(let probes) = spec.judging, let file else { return [] }
    let stream = try grader.references.observations(
      for: spec, probes: probes, seed: UInt64.random(in: 1...UInt64.max), sandbox: grader.sandbox,
      language: .en, scratchRoot: grader.scratchRoot)
    var problems: [LessonProblem] = []
    if (stream.planned ?? 0) == 0 {
      problems.append(
        LessonProblem(.error, file: file, Catalog.text("judge.validate.no-check", language)))
    }
    for index in 0..<(stream.planned ?? 0) {
      guard let check = stream.checks[index], let info = check.info else { continue }
      if check.observations.isEmpty {
        problems.append(
          LessonProblem(
            .error, file: file, line: info.line,
            Catalog.text("judge.validate.observes-nothing", language, ["name": info.name])))
      }
      if info.chineseName?.isEmpty ?? true {
        problems.append(
          LessonProblem(
            .warning, file: file, line: info.line,
            Catalog.text("judge.validate.no-chinese-name", language, ["name": info.name])))
      }
    }
    var seen = Set<String>()
    return problems.filter { seen.insert("\($0.line ?? 0) \($0.message)").inserted }
  }
}
