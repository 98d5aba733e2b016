import Foundation
import Grading

/// `--roster FILE` (`grade`, `merge`): the class's roster, or exit 2 naming the file and line
/// of the problem.
enum RosterFile {
  /// The roster `path` names, or nil without one.
  static func load(_ path: String?) throws -> Roster? {
    guard let path else { return nil }
    do {
      return try RosterLoader.load(URL(fileURLWithPath: path))
    } catch {
      throw TutorError.usage(.detail(String(describing: error)))
    }
  }
}
