public import Foundation
public import Grading
public import LessonKit
public import TutorSupport

/// What a classroom's teacher sees of a student, recorded here like every other change of
/// progress: the name they gave, their last Check of each exercise, the solutions they opened
/// before passing. Nothing here is shown to the student's classmates.
extension LearnerSession {
  /// The longest display name kept, in characters.
  public static let longestName = 60

  /// `text` as a display name: in NFC, trimmed, with no control character, line break,
  /// invisible character (`Alice` and U+034F showed as a second "Alice") or combining mark
  /// that marks nothing (at the start, after a space); at most ``longestName`` characters; nil
  /// when nothing is left.
  public static func displayName(_ text: String) -> String? {
    var kept = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      let properties = scalar.properties
      if CharacterSet.controlCharacters.contains(scalar) || CharacterSet.newlines.contains(scalar)
        || properties.generalCategory == .format || properties.isDefaultIgnorableCodePoint
      {
        continue
      }
      let isMark = [.nonspacingMark, .spacingMark, .enclosingMark].contains(
        properties.generalCategory)
      if isMark, kept.last.map({ $0.properties.isWhitespace }) ?? true { continue }
      kept.append(scalar)
    }
    var name = String(kept).precomposedStringWithCanonicalMapping
      .trimmingCharacters(in: .whitespaces)
    // What the teacher's view adds after a look-alike name, ` (0a1b2c3d)`, is not a name's.
    if let suffix = name.firstMatch(of: /\s*\([0-9a-f]{8}\)$/) {
      name = String(name[..<suffix.range.lowerBound])
    }
    guard !name.isEmpty else { return nil }
    return String(name.prefix(longestName))
  }

  /// What two display names that look alike share: compatibility forms folded (`ｆｕｌｌ`,
  /// `ﬁ`), case and marks dropped, spaces collapsed, and the Cyrillic and Greek letters that look
  /// like Latin ones read as those (`Кim`, `bоb`). A teacher's view and an export show names
  /// that share it with their ids.
  public static func lookAlikeKey(_ name: String) -> String {
    let folded = name.precomposedStringWithCompatibilityMapping.lowercased()
      .decomposedStringWithCanonicalMapping
    let letters = folded.unicodeScalars.filter {
      ![.nonspacingMark, .spacingMark, .enclosingMark].contains($0.properties.generalCategory)
        && !$0.properties.isDefaultIgnorableCodePoint
    }.map { LookAlikeLetters.latin[$0] ?? $0 }
    return String(String.UnicodeScalarView(letters)).split(whereSeparator: \.isWhitespace)
      .joined(separator: " ")
  }

  /// Each of `students`' names as a teacher's view shows it: a name that looks like another's
  /// (``lookAlikeKey(_:)``) gets the first 8 characters of the student's id after it; nil for
  /// a student without a name.
  public static func distinctNames(_ students: [(id: String, name: String?)]) -> [String: String] {
    let counts = Dictionary(grouping: students.compactMap(\.name), by: lookAlikeKey)
      .mapValues(\.count)
    var names: [String: String] = [:]
    for (id, name) in students {
      guard let name else { continue }
      names[id] = (counts[lookAlikeKey(name)] ?? 0) > 1 ? "\(name) (\(id.prefix(8)))" : name
    }
    return names
  }

  /// Keeps `text` (made a ``displayName(_:)``) as the student's name and saves; returns the
  /// name kept (nil when `text` had nothing to keep, and then nothing changes) and the problem
  /// to show when the progress could not be saved.
  public func name(_ text: String) -> (name: String?, problem: Message?) {
    guard let name = Self.displayName(text) else { return (nil, nil) }
    adoptSavedElsewhere()
    return (name, update { $0.displayName = name })
  }

  /// Keeps the student as `student` of the teacher's roster (`serve --roster`): their id there,
  /// and their name as the roster writes it (else the id), whatever name they had; saves, and
  /// returns the problem to show when the progress could not be saved.
  public func join(roster id: String, name: String?) -> Message? {
    adoptSavedElsewhere()
    let shown = Self.displayName(name ?? "") ?? Self.displayName(id) ?? id
    return update {
      $0.rosterID = id
      $0.displayName = shown
    }
  }

  /// Records `result` as the last Check of `exercise`, at `date`, in the learner's language
  /// (the one it was graded in), and saves.
  @discardableResult
  public func recordCheck(_ result: GradeResult, of exercise: Exercise, at date: Date = Date())
    -> Message?
  {
    adoptSavedElsewhere()
    let record = CheckRecord(result, at: date, language: language)  // before update's write
    return update {
      $0.activity[exercise.id, default: ExerciseActivity()].add(
        record, after: $0.lastChecks[exercise.id])
      $0.lastChecks[exercise.id] = record
    }
  }

  /// Records that `exercise` was opened at `date`, the first time only, and saves.
  @discardableResult
  public func recordOpened(_ exercise: Exercise, at date: Date = Date()) -> Message? {
    adoptSavedElsewhere()
    guard progress.activity[exercise.id]?.openedAt == nil else { return nil }
    return update {
      $0.activity[exercise.id, default: ExerciseActivity()].openedAt = date.timeIntervalSince1970
    }
  }

  /// Records that the solution of `exercise` was opened, when it is not passed yet, and saves;
  /// after a pass, or when it was recorded already, nothing changes.
  @discardableResult
  public func recordSolutionSeen(_ exercise: Exercise) -> Message? {
    adoptSavedElsewhere()
    guard !progress.passed.contains(exercise.id), !progress.solutionsSeen.contains(exercise.id)
    else { return nil }
    return update { $0.solutionsSeen.insert(exercise.id) }
  }
}
