import Foundation

/// What a class must hand in: exercises in the order marks list them, each worth some points.
///
/// `grade --exercises a,b` or `grade --assignment assignment.yaml`. A student folder without a
/// file for an assigned exercise gets `missing` for it; a file for an exercise not assigned is
/// listed as not graded.
public struct Assignment: Sendable, Hashable, Codable {
  /// One assigned exercise.
  public struct Item: Sendable, Hashable, Codable {
    /// The exercise id.
    public var id: String
    /// What a pass is worth (a part of it for some checks passed); 1 unless the file says.
    public var points: Double

    /// An item worth `points`.
    public init(id: String, points: Double = 1) {
      self.id = id
      self.points = points
    }
  }

  /// The exercises, in the order the file or the option lists them, each once.
  public var items: [Item]
  /// Its name in a gradebook (`title:`, else the file's name).
  public var title: String?
  /// When it is due, and what late work earns (`due:`, `late:`).
  public var deadline: Deadline?
  /// The part of an exercise's points each broken static rule takes off what its checks
  /// earned (`rule-cost: 25%`). Nil: a broken rule counts as one failed check among the
  /// exercise's checks.
  public var ruleCost: Double?

  /// An assignment of `items`, called `title`, due by `deadline`, a broken rule costing
  /// `ruleCost`.
  public init(
    items: [Item], title: String? = nil, deadline: Deadline? = nil, ruleCost: Double? = nil
  ) {
    self.items = items
    self.title = title
    self.deadline = deadline
    self.ruleCost = ruleCost
  }

  private enum CodingKeys: String, CodingKey {
    case items, title, deadline
    case ruleCost = "rule_cost"
  }

  /// Reads what a report holds: the list of items, or the items with a title and a deadline.
  public init(from decoder: any Decoder) throws {
    if let list = try? decoder.singleValueContainer().decode([Item].self) {
      items = list
      return
    }
    let container = try decoder.container(keyedBy: CodingKeys.self)
    items = try container.decode([Item].self, forKey: .items)
    title = try container.decodeIfPresent(String.self, forKey: .title)
    deadline = try container.decodeIfPresent(Deadline.self, forKey: .deadline)
    ruleCost = try container.decodeIfPresent(Double.self, forKey: .ruleCost)
  }

  /// Written as the list of items (`[{"id": "team-score", "points": 1}]`), or with a title or a
  /// deadline as `{"items": […], "title": …, "deadline": …, "rule_cost": …}`.
  public func encode(to encoder: any Encoder) throws {
    guard title != nil || deadline != nil || ruleCost != nil else {
      var container = encoder.singleValueContainer()
      try container.encode(items)
      return
    }
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(items, forKey: .items)
    try container.encodeIfPresent(title, forKey: .title)
    try container.encodeIfPresent(deadline, forKey: .deadline)
    try container.encodeIfPresent(ruleCost, forKey: .ruleCost)
  }

  /// The ids, in order.
  public var ids: [String] { items.map(\.id) }

  /// What exercise `id` is worth, nil when it is not assigned.
  public func points(of id: String) -> Double? {
    items.first { $0.id == id }?.points
  }

  /// The points of everything assigned.
  public var totalPoints: Double { items.reduce(0) { $0 + $1.points } }

  /// An assignment of `ids` (`--exercises a,b,c`), one point each, or the problems with it:
  /// an id the course does not have (with the closest one), an id twice.
  public static func parse(ids text: String, course: Course) -> Result<Assignment, AssignmentError>
  {
    var problems: [String] = []
    var items: [Item] = []
    for raw in text.split(separator: ",") {
      let id = raw.trimmingCharacters(in: .whitespaces)
      guard !id.isEmpty else { continue }
      if let problem = AssignmentLoader.problem(with: id, course: course, seen: items.map(\.id)) {
        problems.append(problem)
      } else {
        items.append(Item(id: id))
      }
    }
    if items.isEmpty && problems.isEmpty { problems.append("name at least one exercise id") }
    guard problems.isEmpty else {
      return .failure(AssignmentError(problems: problems.map { "--exercises: " + $0 }))
    }
    return .success(Assignment(items: items))
  }
}

/// Why an assignment cannot be used: every problem, each `file:line: message` (or
/// `--exercises: message`).
public struct AssignmentError: Error, Sendable, CustomStringConvertible {
  /// The problems, one line each.
  public var problems: [String]

  /// Every problem, one per line.
  public var description: String { problems.joined(separator: "\n") }
}
