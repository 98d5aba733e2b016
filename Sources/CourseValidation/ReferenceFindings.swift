import Foundation
import Grading
import LessonKit
import TutorSupport

/// What `validate` reads in two runs of an exercise's reference program with one seed: a
/// program that ends before its first check, a check that does not run to its end (at the line
/// that crashed when the crash names one, else at the check's), a check that observes nothing
/// or has no Chinese name, and a check that observes other things the second time — it is not
/// deterministic, so every grading would compare a student with a moving target.
struct ReferenceFindings {
  let files: ExerciseFiles
  let language: Language

  /// The problems, and whether the reference can judge other files.
  func problems(_ first: ProbeStream, _ second: ProbeStream) -> ([LessonProblem], Bool) {
    let checks = files.checks ?? files.solution
    if let failure = first.failure {
      let (file, line) = place(of: failure) ?? (files.solution, nil)
      let message = Message("judge.validate.ends-before-checks", ["reason": failure])
      return ([problem(.error, file, line, message)], false)
    }
    let planned = first.planned ?? 0
    guard planned > 0 else {
      return ([problem(.error, checks, nil, Message("judge.validate.no-check"))], true)
    }
    var problems: [LessonProblem] = []
    var sound = true
    for index in 0..<planned {
      let check = first.checks[index]
      let name = check?.info?.name ?? "#\(index + 1)"
      let line = check?.info?.line
      guard let check, check.ended else {
        sound = false
        let reason = check?.problem ?? first.unrunReason ?? "-"
        let (file, at) = place(of: reason) ?? (checks, line)
        let message = Message("judge.validate.check-stops", ["name": name, "reason": reason])
        problems.append(problem(.error, file, at, message))
        continue
      }
      if check.observations.isEmpty {
        let message = Message("judge.validate.observes-nothing", ["name": name])
        problems.append(problem(.error, checks, line, message))
      }
      if check.info?.chineseName?.isEmpty ?? true {
        let message = Message("judge.validate.no-chinese-name", ["name": name])
        problems.append(problem(.warning, checks, line, message))
      }
      if let again = second.checks[index], again.ended,
        let message = difference(check.observations, again.observations, name: name)
      {
        sound = false
        problems.append(problem(.error, checks, line, message))
      }
    }
    return (problems, sound)
  }

  /// "not deterministic", naming the first observation that differs; nil when none does.
  func difference(
    _ first: [ProbeStream.Observation], _ second: [ProbeStream.Observation], name: String
  ) -> Message? {
    for index in 0..<max(first.count, second.count) {
      let one = first.indices.contains(index) ? first[index] : nil
      let two = second.indices.contains(index) ? second[index] : nil
      if let one, let two, one.what == two.what,
        ObservationMatch.equal(two.value, one.value, tolerance: one.tolerance)
      {
        continue
      }
      let cut = { (text: String) in text.clipped(to: 120, language) }
      let second = two.map { $0.what == one?.what ? $0.value : "\(cut($0.what)) = \($0.value)" }
      let details: KeyValuePairs<String, any CustomStringConvertible> = [
        "name": name, "what": cut(one?.what ?? two?.what ?? "-"), "first": cut(one?.value ?? "-"),
        "second": cut(second ?? "-"),
      ]
      return Message("judge.validate.not-deterministic", details)
    }
    return nil
  }

  /// The course file and line a crash message names (`checks.swift:12`, `solution.swift:3`).
  private func place(of text: String) -> (URL, Int?)? {
    guard let match = text.firstMatch(of: /(checks|solution)\.swift(?::| 第 )(\d+)/),
      let line = Int(match.2)
    else { return nil }
    if match.1 == "checks", let checks = files.checks { return (checks, line) }
    return match.1 == "solution" ? (files.solution, line) : nil
  }

  private func problem(
    _ severity: LessonProblem.Severity, _ file: URL, _ line: Int?, _ message: Message
  ) -> LessonProblem {
    LessonProblem(severity, file: file, line: line, message.text(language))
  }
}
