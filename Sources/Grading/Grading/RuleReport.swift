import LessonKit
package import TutorSupport

/// The static rules of one grading, and the result when a file breaks them.
package enum RuleReport {
  /// Every rule `source` breaks for `exercise`: its teaching rules, what graded code may not
  /// contain, and names the probes use that are not the student's to declare.
  package static func violations(
    of source: String, exercise: ExerciseSpec, names: ShadowRule.Names?, language: Language
  ) -> [RuleViolation] {
    StaticRuleChecker.violations(
      in: source,
      options: RuleOptions(
        forbid: exercise.forbid, require: exercise.require,
        forbiddenAPIs: exercise.forbiddenAPIs, classes: exercise.classes, shadowing: names),
      language: language)
  }

  /// The result of a file that breaks `violations`: `error` when it is refused outright, else
  /// `fail` with one test per violation.
  package static func result(
    _ violations: [RuleViolation], fileName: String, exercise: String, language: Language
  ) -> GradeResult {
    let tests = Self.tests(violations, fileName: fileName, language: language)
    let refused = violations.contains(where: \.refusal)
    return GradeResult(
      exercise: exercise, status: refused ? .error : .fail,
      message: refused ? tests.compactMap(\.message).joined(separator: "\n") : nil, tests: tests)
  }

  /// `result` of the checks with the teaching rules `violations` broke before them, each a
  /// failing test: a pass becomes a fail; an error (did not compile, crashed) stays one.
  static func joined(
    _ violations: [RuleViolation], before result: GradeResult, fileName: String,
    language: Language
  ) -> GradeResult {
    guard !violations.isEmpty else { return result }
    var joined = result
    joined.tests = tests(violations, fileName: fileName, language: language) + result.tests
    if joined.status == .pass { joined.status = .fail }
    return joined
  }

  /// One failing test per rule broken, however often, named by the rule alone (a stable name
  /// for JUnit, JSON and the item analysis); its message lists every place, one per line.
  private static func tests(
    _ violations: [RuleViolation], fileName: String, language: Language
  ) -> [TestResult] {
    var rules: [StaticRule] = []
    for violation in violations where !rules.contains(violation.rule) {
      rules.append(violation.rule)
    }
    return rules.map { rule in
      let broken = violations.filter { $0.rule == rule }
      let places = broken.map { violation in
        (violation.line.map { "\(fileName):\($0): " } ?? "\(fileName): ") + violation.message
      }
      var test = TestResult(
        name: Message.ruleTestName(rule).text(language), status: .fail,
        message: places.joined(separator: "\n"), testCode: rule.name)
      test.line = broken.compactMap(\.line).first
      test.rule = true
      return test
    }
  }
}
