import Crypto
public import Foundation
public import Grading
import SwiftToolchain
public import TutorSupport

/// A classroom served with the teacher's roster (`serve --roster roster.csv`): only the
/// students on it are students, each through a link of their own.
///
/// Without a roster every browser that opens the class's link becomes a new student, so one
/// client can be thirty students, and every student it makes takes turns at the run queue with
/// the class (the tenth hostile reader: fifty-six of them kept a classmate's Run waiting 31–53
/// s). With one, nobody can be more students than the links they were given: opening the
/// class's link alone makes nobody, a student's own link (the class's token and a code only
/// the roster's key makes) is always the same desk, from any browser, and the desk's name is
/// the roster's, so a look-alike name cannot pass for a classmate's.
///
/// The codes and desks come from a key kept beside the students' folders (made on first use,
/// readable by the server's user only), so the links stay the same at every start, and a
/// student's folder is there for as long as the key is.
public struct ClassList: Sendable {
  /// The students, in the roster's order.
  public let roster: Roster
  private let key: SymmetricKey
  /// Each student by their desk, and by the code of their link (made once at start).
  private var byDesk: [String: Roster.Student] = [:]
  private var byCode: [String: Roster.Student] = [:]

  /// The key file's name in the classroom's folder (a dot: never a student's folder).
  static let keyFile = ".roster.key"

  /// The class of `roster`, its key read from (or first made in) `folder`, the classroom's.
  public init(roster: Roster, folder: URL) throws {
    self.roster = roster
    key = try Self.key(in: folder)
    for student in roster.students {
      byDesk[desk(of: student)] = student
      byCode[code(of: student)] = student
    }
  }

  /// The key in `folder`'s key file, made there on first use.
  private static func key(in folder: URL) throws -> SymmetricKey {
    let file = folder.appendingPathComponent(keyFile)
    if FileManager.default.fileExists(atPath: file.path) {
      // Never replaced: a new key would change every link and leave every desk behind.
      let saved = try Data(contentsOf: file)
      guard saved.count == 32 else { throw BadKey(file: file.path) }
      return SymmetricKey(data: saved)
    }
    try FileManager.default.createDirectory(
      at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    var generator = SystemRandomNumberGenerator()
    let bytes = Data((0..<32).map { _ in UInt8.random(in: 0...255, using: &generator) })
    // Made readable by its owner only before a byte of the key is in it.
    guard
      FileManager.default.createFile(
        atPath: file.path, contents: nil, attributes: [.posixPermissions: 0o600])
    else { throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: file.path]) }
    try bytes.write(to: file)
    return SymmetricKey(data: bytes)
  }

  /// The code in `student`'s own link (`?join=`): 24 hexadecimal digits (96 bits).
  public func code(of student: Roster.Student) -> String {
    String(digest("join", student.id).prefix(24))
  }

  /// The id of `student`'s desk: 32 hexadecimal digits, as a student's folder is named.
  func desk(of student: Roster.Student) -> String {
    String(digest("desk", student.id).prefix(32))
  }

  /// The student whose link carries `code`, if any.
  func student(withCode code: String) -> Roster.Student? { byCode[code.lowercased()] }

  /// The roster student at the desk `id`, if any.
  func student(atDesk id: String) -> Roster.Student? { byDesk[id] }

  /// Every roster student's desk id, in the roster's order.
  var desks: [String] { roster.students.map(desk(of:)) }

  private func digest(_ domain: String, _ id: String) -> String {
    var mac = HMAC<SHA256>(key: key)
    mac.update(data: Data("swift-tutor roster \(domain) v1\0".utf8))
    mac.update(data: Data(id.utf8))
    return Hex.string(Data(mac.finalize()))
  }
}

extension ClassList {
  /// The key file is not one `serve` made: it is left as it is, and `serve` does not start.
  public struct BadKey: Error, Sendable {
    /// The key file's path.
    public let file: String

    /// What the teacher is told.
    public var message: Message { Message("web.serve.bad-roster-key", ["file": file]) }
  }
}
