public import Foundation
import Yams

/// Reads `assignment.yaml`:
///
/// ```yaml
/// title: Week 1                     # its name in a gradebook (else the file's name)
/// due: 2026-12-01T23:59:00+08:00    # optional, with its time zone
/// late:                             # optional: `refuse`, or a penalty per started day
///   penalty: 10%
///   until: 2026-12-08T23:59:00+08:00
/// rule-cost: 25%                    # optional: what each broken rule takes off an exercise
/// exercises:
///   - team-score          # one point
///   - validate-meal: 2    # two points
/// ```
public enum AssignmentLoader {
  /// The assignment in `file`, checked against `course`, or every problem with it at its line.
  public static func load(_ file: URL, course: Course) -> Result<Assignment, AssignmentError> {
    var log = ProblemLog()
    guard let mapping = mapping(file, log: &log) else { return failure(file, log) }
    let items = read(mapping, file: file, course: course, log: &log)
    let deadline = DeadlineReader(file: file).read(mapping, log: &log)
    let ruleCost = ruleCost(mapping, file: file, log: &log)
    if log.errorCount > 0 || items.isEmpty { return failure(file, log) }
    let title =
      mapping["title"]?.value.scalar?.string ?? file.deletingPathExtension().lastPathComponent
    return .success(
      Assignment(items: items, title: title, deadline: deadline, ruleCost: ruleCost))
  }

  /// `rule-cost: 25%` (or 0.25), from 0 (a broken rule is only feedback) to 100% (a broken
  /// rule earns the exercise nothing).
  private static func ruleCost(_ mapping: YAMLMapping, file: URL, log: inout ProblemLog)
    -> Double?
  {
    guard let entry = mapping["rule-cost"] else { return nil }
    guard let cost = DeadlineReader.fraction(entry.value.scalar?.string ?? "") else {
      log.error(
        file, line: entry.line,
        "`rule-cost:` is the part of an exercise's points each broken rule takes off, such as 25% or 0.25 (0 to 100%)"
      )
      return nil
    }
    return cost
  }

  /// Every problem in `log`, or that the file lists no exercise.
  private static func failure(_ file: URL, _ log: ProblemLog) -> Result<Assignment, AssignmentError>
  {
    var problems = log.problems.map(\.description)
    if problems.isEmpty {
      problems.append(
        LessonProblem(.error, file: file, "list the exercises under `exercises:`").description)
    }
    return .failure(AssignmentError(problems: problems))
  }

  private static func mapping(_ file: URL, log: inout ProblemLog) -> YAMLMapping? {
    let text: String
    do {
      text = try String(contentsOf: file, encoding: .utf8)
    } catch {
      log.error(file, "cannot read the assignment: \(error.localizedDescription)")
      return nil
    }
    guard let mapping = YAMLMapping.parse(text, file: file, lineOffset: 0, log: &log) else {
      return nil
    }
    mapping.reportUnknownKeys(
      allowed: ["exercises", "title", "due", "late", "rule-cost"], in: "an assignment",
      severity: .error,
      log: &log)
    return mapping
  }

  private static func read(
    _ mapping: YAMLMapping, file: URL, course: Course, log: inout ProblemLog
  ) -> [Assignment.Item] {
    guard let entry = mapping["exercises"] else { return [] }
    guard let sequence = entry.value.sequence else {
      log.error(file, line: entry.line, "`exercises` must be a list, one `- id` per line")
      return []
    }
    var items: [Assignment.Item] = []
    for node in sequence {
      let line = mapping.line(of: node) ?? entry.line
      guard let item = item(node, file: file, line: line, log: &log) else { continue }
      if let problem = problem(with: item.id, course: course, seen: items.map(\.id)) {
        log.error(file, line: line, problem)
      } else {
        items.append(item)
      }
    }
    return items
  }

  /// `- id` or `- id: points`.
  private static func item(_ node: Yams.Node, file: URL, line: Int, log: inout ProblemLog)
    -> Assignment.Item?
  {
    if let scalar = node.scalar { return Assignment.Item(id: scalar.string) }
    guard let pair = node.mapping, pair.count == 1, let (key, value) = pair.first,
      let id = key.scalar?.string
    else {
      log.error(file, line: line, "each item is `- id` or `- id: points`")
      return nil
    }
    guard let points = value.scalar.flatMap({ Double($0.string) }), points > 0, points.isFinite
    else {
      log.error(file, line: line, "the points of '\(id)' must be a number above 0, such as 2")
      return nil
    }
    return Assignment.Item(id: id, points: points)
  }

  /// What is wrong with assigning `id`: not an exercise of the course, or assigned twice.
  static func problem(with id: String, course: Course, seen: [String]) -> String? {
    if seen.contains(id) { return "'\(id)' is assigned twice" }
    guard course.exercise(id: id) == nil else { return nil }
    let ids = course.exercises.map(\.id)
    return "'\(id)' is not an exercise of this course\(Suggestion.didYouMean(id, among: ids))"
  }
}
