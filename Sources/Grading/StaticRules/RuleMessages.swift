import TutorSupport

/// What every static rule's test is called (each rule's own sentences are in its file).
extension Message {
  /// The name of the test a broken rule reports as, in the reader's words, the same wherever
  /// it was broken: `rule: without force unwrapping with `!``.
  static func ruleTestName(_ rule: StaticRule) -> Message {
    Message("judge.rule.test-name", ["rule": rule.title])
  }
}
