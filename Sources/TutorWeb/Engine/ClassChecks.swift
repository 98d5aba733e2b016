import Grading
import Learner
import TutorSupport

/// The class's latest Checks as the item analysis reads them, with each check named in one
/// language.
///
/// A record keeps its check names in its student's language, and the analysis groups a check
/// by its name: in a class that checks in both languages, each check would be two items, each
/// counting half the class. Every record of an exercise takes the names of one record of it —
/// in the teacher's language when there is one — by position, since the exercise's checks
/// come in the same order whatever the language; a record with another number of checks keeps
/// its own. Then each name `checks.swift` gives in both languages (``CheckNames``) is said in
/// the teacher's, so a class that checked only in Chinese reads in English too.
struct ClassChecks {
  /// The teacher's language.
  let language: Language
  /// Each exercise's check names in both languages, as its `checks.swift` spells them.
  let names: [String: CheckNames]
  /// Each student's record of each exercise.
  private(set) var records: [(exercise: String, student: String, record: CheckRecord)] = []

  init(language: Language, names: [String: CheckNames] = [:]) {
    self.language = language
    self.names = names
  }

  /// The checks each student fixed later: exercise, the check's place, the student.
  private(set) var fixes: [(exercise: String, index: Int, student: String, observed: Observed?)] =
    []

  /// Adds `record`, the latest Check of `exercise` by `student`, and the checks `fixed` that
  /// they failed in an earlier Check and pass now.
  mutating func add(
    _ record: CheckRecord, of exercise: String, by student: String,
    fixed: [ExerciseActivity.Fixed] = []
  ) {
    records.append((exercise, student, record))
    for fix in fixed where record.checks.indices.contains(fix.index) {
      fixes.append((exercise, fix.index, student, fix.item.observed))
    }
  }

  /// The item analysis of the records, each check with the students who fixed it later.
  var analysis: BatchReport {
    var report = BatchReport(results: results, durationMs: 0)
    let names = referenceNames()
    for (position, exercise) in report.summary.exercises.enumerated() {
      for (index, check) in exercise.checks.enumerated() {
        let ofCheck = fixes.filter { fix in
          fix.exercise == exercise.id && referenceName(fix, names) == check.name
        }
        report.summary.exercises[position].checks[index].fixedLater =
          Set(ofCheck.map(\.student)).count
        // What they gave before they fixed it, after the wrong answers still given.
        let given = Dictionary(grouping: ofCheck.compactMap(\.observed)) { $0 }
        let room = ItemAnalysis.commonLimit - check.wrong.count
        let earlier = given.sorted { $0.value.count > $1.value.count }.prefix(max(0, room))
        report.summary.exercises[position].checks[index].wrong += earlier.map {
          var wrong = ItemAnalysis.Wrong(observed: $0.key, students: $0.value.count)
          wrong.fixedLater = true
          return wrong
        }
      }
    }
    return report
  }

  /// The name of the check `fix` names, as ``results`` names it.
  private func referenceName(
    _ fix: (exercise: String, index: Int, student: String, observed: Observed?),
    _ names: [String: [String]]
  ) -> String? {
    guard let name = names[fix.exercise]?[safe: fix.index] else { return nil }
    return self.names[fix.exercise]?.name(name, in: language) ?? name
  }

  /// The records as grade results, each exercise's checks named alike.
  var results: [GradeResult] {
    let names = referenceNames()
    return records.map { exercise, student, record in
      var result = record.result(exercise: exercise, student: student)
      if let reference = names[exercise], reference.count == result.tests.count {
        for index in result.tests.indices { result.tests[index].name = reference[index] }
      }
      if let known = self.names[exercise] {
        for index in result.tests.indices {
          if let said = known.name(result.tests[index].name, in: language) {
            result.tests[index].name = said
          }
        }
      }
      return result
    }
  }

  /// For each exercise, the check names of a record in the teacher's language, else of the
  /// first record with checks.
  private func referenceNames() -> [String: [String]] {
    var names: [String: (names: [String], teachers: Bool)] = [:]
    for (exercise, _, record) in records where !record.checks.isEmpty {
      let teachers = record.language == language.rawValue
      if let found = names[exercise], found.teachers || !teachers { continue }
      names[exercise] = (record.checks.map(\.name), teachers)
    }
    return names.mapValues(\.names)
  }
}

extension Array {
  /// The element at `index`, nil past the ends.
  fileprivate subscript(safe index: Int) -> Element? {
    indices.contains(index) ? self[index] : nil
  }
}
