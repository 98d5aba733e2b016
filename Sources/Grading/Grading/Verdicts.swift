import Diagnostics
import Foundation
import LessonKit
import TutorSupport

/// Judges a student's observations against the reference's, check by check, outside both
/// programs: the names, descriptions and expected values all come from the reference; the
/// student's stream only supplies the values its code produced.
struct Verdicts {
  let language: Language
  let source: ProbeSource

  func tests(student: ProbeStream, reference: ProbeStream) -> [TestResult] {
    let count = reference.planned ?? 0
    var tips: Set<Substring> = []
    return (0..<count).map { index in
      let expected = reference.checks[index] ?? ProbeStream.CheckRecord()
      var test = judge(student: student, index: index, expected: expected)
      test.taskID = expected.info?.task
      if test.status == .error { test.line = student.checks[index]?.problemLine }
      test.hint = expected.info?.hint  // the reference's word, as for the name and task
      test.testCode = source.code(line: expected.info?.line) ?? ""
      let printed = student.checks[index]?.output ?? ""
      test.output = printed.isEmpty ? nil : printed.clipped(to: 500, language)
      // A tip is said once a report: the same crash in eight checks is eight lines, one tip (a
      // newcomer's eight crashes and eight tips scrolled the summary off the screen).
      if let message = test.message {
        let lines = message.split(separator: "\n", omittingEmptySubsequences: false)
        let kept = lines.filter { !DiagnosticTip.isTip($0, language) || tips.insert($0).inserted }
        if kept.count < lines.count { test.message = kept.joined(separator: "\n") }
      }
      return test
    }
  }

  private func judge(student: ProbeStream, index: Int, expected: ProbeStream.CheckRecord)
    -> TestResult
  {
    let name = Self.name(of: expected.info, index: index, language: language)
    guard let got = student.checks[index], got.info != nil else {
      let why = student.unrunReason ?? student.failure ?? Message.endedEarly.text(language)
      var test = TestResult(name: name, status: .error, message: Message.notRun(why).text(language))
      test.notRun = true
      return test
    }
    for (position, want) in expected.observations.enumerated() {
      let what = Self.description(of: want, language: language)
      guard position < got.observations.count else {
        if let problem = got.problem {
          let message = Message.whileObserving(problem, what).text(language)
          return TestResult(name: name, status: .error, message: message)
        }
        let message = Message.expectedNothing(what, want.value).text(language)
        var test = TestResult(name: name, status: .fail, message: message)
        test.observed = Observed(what: want.what, expected: want.value, got: nil)
        return test
      }
      let value = got.observations[position].value
      if !ObservationMatch.equal(value, want.value, tolerance: want.tolerance) {
        let shown = ValueWindow.around(display(want.value), display(value))
        let missedError = want.value.hasPrefix(Self.thrown) && !Self.threw(value)
        let message = (missedError ? Message.expectedError : Message.expected)(
          what, shown.want, shown.got
        ).text(language)
        var test = TestResult(name: name, status: .fail, message: message)
        test.observed = Observed(what: want.what, expected: want.value, got: value)
        return test
      }
    }
    if got.observations.count > expected.observations.count {
      let extra = got.observations[expected.observations.count]
      // What the student's program says it observed is its own text: cut short, and not named
      // by the label it chose.
      let shown = ValueWindow.around("", display(extra.value)).got
      let message = Message.extraObservation(shown).text(language)
      return TestResult(name: name, status: .fail, message: message)
    }
    if let problem = got.problem {
      return TestResult(name: name, status: .error, message: problem)
    }
    return TestResult(name: name, status: .pass)
  }

  /// How the probes write a thrown error (`TutorChecks`' `Observe`): `throws E` alone, or
  /// `V then throws E` after a value.
  private static let thrown = "throws "
  private static let thenThrown = " then throws "

  /// Whether an observed text ends in a thrown error.
  private static func threw(_ value: String) -> Bool {
    value.hasPrefix(thrown) || value.contains(thenThrown)
  }

  /// An observed text as the student reads it: on one line (a probe's canonical text never
  /// breaks one, so a break is the program's own text), a thrown error said in their language.
  private func display(_ value: String) -> String {
    let shown = value.replacingOccurrences(of: "\n", with: "\u{240A}")
    var parts = shown.components(separatedBy: Self.thenThrown)
    if parts[0].hasPrefix(Self.thrown) {
      parts[0] = Catalog.text(
        "judge.value.throws", language, ["error": parts[0].dropFirst(Self.thrown.count)])
    }
    return parts.dropFirst().reduce(parts[0]) { value, error in
      Catalog.text("judge.value.then-throws", language, ["value": value, "error": error])
    }
  }

  /// A check's name in `language` (English where it has no translation).
  /// What an observation observed, as the reader reads it: the author's Chinese words for a
  /// Chinese reader when there are some (the report's `observed.what` stays English, so that
  /// the class's item analysis counts one mistake once whatever its students read).
  static func description(of observation: ProbeStream.Observation, language: Language) -> String {
    if observation.what.isEmpty { return Message.theCheck.text(language) }
    let translations: [Language: String?] = [.zhHans: observation.chineseWhat]
    if let translated = translations[language] ?? nil, !translated.isEmpty { return translated }
    return observation.what
  }

  package static func name(of info: ProbeStream.CheckInfo?, index: Int, language: Language)
    -> String
  {
    guard let info, !info.name.isEmpty else {
      return Catalog.text("judge.check-number", language, ["number": index + 1])
    }
    // The exercise's author gives each check a Chinese name beside the English one.
    let translations: [Language: String?] = [.zhHans: info.chineseName]
    if let translated = translations[language] ?? nil, !translated.isEmpty { return translated }
    return info.name
  }
}
