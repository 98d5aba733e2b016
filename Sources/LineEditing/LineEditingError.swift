/// A failure of line editing, with the file involved and a reason a person can act on.
public enum LineEditingError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Only one ``EditLineReader`` may exist at a time (libedit keeps its signal state in a
  /// process-wide variable, and there is one terminal).
  case alreadyActive
  /// libedit could not set up the terminal.
  case terminalSetupFailed(reason: String)
  /// The directory meant to hold the history file could not be created.
  case historyDirectory(path: String, reason: String)
  /// The history file exists but could not be read.
  case historyLoad(path: String, reason: String)
  /// The history file could not be written.
  case historySave(path: String, reason: String)

  /// A one-line explanation for the user.
  public var description: String {
    switch self {
    case .alreadyActive:
      "line editing is already active in this process; close the first EditLineReader"
    case .terminalSetupFailed(let reason):
      "cannot set up line editing: \(reason)"
    case .historyDirectory(let path, let reason):
      "\(path): cannot create the history directory: \(reason)"
    case .historyLoad(let path, let reason):
      "\(path): cannot read the history file: \(reason); move it aside to start afresh"
    case .historySave(let path, let reason):
      "\(path): cannot save the history file: \(reason); history is kept for this session only"
    }
  }
}
