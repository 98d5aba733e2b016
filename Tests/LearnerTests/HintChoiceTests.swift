import Foundation
import Grading
import Learner
import Testing

/// Which hint comes next: after a Check that failed, the first unseen hint a failing check
/// names (`check(…, hint: 3)`), else the first unseen in the task's order; and the hints seen
/// kept as which, not only how many, in a file older builds still read.
@Suite struct HintChoiceTests {
  /// A failed Check of three checks: the first passes (naming hint 2), the second fails
  /// naming hint 3, the third fails naming hint 1.
  static let failed: GradeResult = {
    var tests = [
      TestResult(name: "tutorial", status: .pass), TestResult(name: "51", status: .fail),
      TestResult(name: "50", status: .error),
    ]
    (tests[0].hint, tests[1].hint, tests[2].hint) = (2, 3, 1)
    return GradeResult(exercise: "team-score", status: .fail, tests: tests)
  }()

  @Test func theFailingChecksNameTheHintsInTheirOrder() {
    #expect(LearnerProgress.hintsNamed(by: Self.failed) == [3, 1])
    var passed = Self.failed
    passed.status = .pass
    #expect(LearnerProgress.hintsNamed(by: passed).isEmpty)
  }

  @Test func theNamedHintsComeFirstThenTheOrder() {
    var progress = LearnerProgress()
    progress.checkHints["team-score"] = LearnerProgress.hintsNamed(by: Self.failed)
    let taken = (0..<5).map { _ in progress.takeHint("team-score", available: 4) }
    #expect(taken == [2, 0, 1, 3, nil])
    #expect(progress.hintsSeen["team-score"] == [3, 1, 2, 4])
    #expect(progress.hintsUsed == ["team-score": 4])
  }

  @Test func aNamedHintAlreadySeenGivesWayToTheNextNamedOrTheOrder() {
    var progress = LearnerProgress()
    progress.hintsSeen["team-score"] = [3]
    progress.checkHints["team-score"] = [3, 2]
    #expect(progress.takeHint("team-score", available: 3) == 1)
    #expect(progress.takeHint("team-score", available: 3) == 0)
    // A number past the hints there are (a task that lost one) is never shown.
    var other = LearnerProgress()
    other.checkHints["x"] = [9]
    #expect(other.takeHint("x", available: 2) == 0)
    #expect(other.takeHint("x", available: 0) == nil)
  }

  @Test func anOldCountMeansTheFirstHintsWereSeen() throws {
    let old = #"{"version":1,"passed":[],"hints_used":{"team-score":2,"none":0}}"#
    let progress = try JSONDecoder().decode(LearnerProgress.self, from: Data(old.utf8))
    #expect(progress.hintsSeen == ["team-score": [1, 2]])
    var next = progress
    #expect(next.takeHint("team-score", available: 3) == 2)
  }

  @Test func theFileKeepsWhichHintsAndTheCountOlderBuildsRead() throws {
    var progress = LearnerProgress()
    progress.hintsSeen["team-score"] = [3, 1]
    progress.checkHints["team-score"] = [3]
    let data = try JSONEncoder().encode(progress)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(object["hints_used"] as? [String: Int] == ["team-score": 2])
    #expect(object["hints_seen"] as? [String: [Int]] == ["team-score": [3, 1]])
    let read = try JSONDecoder().decode(LearnerProgress.self, from: data)
    #expect(read == progress)
    // Nonsense in the file (0, repeats) is dropped, the rest kept in order.
    let odd = #"{"hints_seen":{"a":[2,0,2,1]},"check_hints":{"a":[-1,3]}}"#
    let cleaned = try JSONDecoder().decode(LearnerProgress.self, from: Data(odd.utf8))
    #expect(cleaned.hintsSeen == ["a": [2, 1]] && cleaned.checkHints == ["a": [3]])
  }

  @Test func settingACountKeepsTheHintsOfExercisesItDoesNotChange() {
    var progress = LearnerProgress()
    progress.hintsSeen = ["a": [3], "b": [2, 1]]
    progress.hintsUsed["b"] = nil
    #expect(progress.hintsSeen == ["a": [3]])
    progress.hintsUsed["c"] = 2
    #expect(progress.hintsSeen == ["a": [3], "c": [1, 2]])
  }
}
