import Foundation

/// The class as the school knows it (`--roster roster.csv`): every student, with the id that
/// names their folder, their name, email, student number (SIS id) and section.
///
/// A CSV with a header row; its columns, in any order and case: `id` (or `identifier`,
/// `github_username`, `login`, `username`: what names the student's folder), `name`, `email`,
/// `sis_id` (or `sis user id`, `student number`, `id number`), `section`, `canvas_id`, and
/// `folder` when a folder is named otherwise. GitHub Classroom's roster export and a school's
/// own list both read as they are.
public struct Roster: Sendable, Hashable {
  /// One student.
  public struct Student: Sendable, Hashable, Codable {
    /// What names their folder (a GitHub user name, a school login).
    public var id: String
    /// Their name as the school writes it.
    public var name: String?
    /// Their email address.
    public var email: String?
    /// Their student number in the school's system (Canvas's SIS User ID, Moodle's ID number).
    public var sisID: String?
    /// Their section or group.
    public var section: String?
    /// Canvas's own id of the student.
    public var canvasID: String?
    /// The folder their work is in, when it is not named after their id.
    public var folder: String?

    /// A student of id `id`, with what else the roster says of them.
    public init(
      id: String, name: String? = nil, email: String? = nil, sisID: String? = nil,
      section: String? = nil, canvasID: String? = nil, folder: String? = nil
    ) {
      (self.id, self.name, self.email, self.sisID) = (id, name, email, sisID)
      (self.section, self.canvasID, self.folder) = (section, canvasID, folder)
    }
  }

  /// The students, in the file's order.
  public var students: [Student]

  /// A roster of `students`.
  public init(students: [Student]) { self.students = students }

  /// The roster student whose work is in the folder `name`, if any.
  public func student(forFolder name: String) -> Student? { match(forFolder: name)?.student }

  /// The roster student whose work is in the folder `name`, and how sure: 0 the folder the
  /// roster names, 1 one named after their id, 2 their name as `classroom export` writes it
  /// (`Maria_O_Neil`), 3 GitHub Classroom's download folder (`<assignment>-<id>`) — case
  /// ignored. A folder named after a student's chosen name (the export's) can end in
  /// `-<another's id>`, so the download rule is the weakest.
  public func match(forFolder name: String) -> (student: Student, strength: Int)? {
    let folder = name.lowercased()
    let rules: [(Student) -> Bool] = [
      { $0.folder?.lowercased() == folder },
      { $0.id.lowercased() == folder },
      { student in student.name.map { Self.folderName($0).lowercased() == folder } ?? false },
      { folder.hasSuffix("-" + $0.id.lowercased()) },
    ]
    for (strength, rule) in rules.enumerated() {
      // Of the ids a download folder ends in, the longest: `hw1-ann-bob` is ann-bob's, not bob's.
      let found = students.filter(rule).max { $0.id.count < $1.id.count }
      if let found { return (found, strength) }
    }
    return nil
  }

  /// `name` as `classroom export` makes a folder of it: anything but letters, digits, `-`, `_`
  /// and `.` made `_`.
  static func folderName(_ name: String) -> String {
    String(name.map { $0.isLetter || $0.isNumber || "-_.".contains($0) ? $0 : "_" })
  }
}
