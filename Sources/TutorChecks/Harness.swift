#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs an exercise's checks inside the graded program.
///
/// The grader's generated `main.swift` calls ``arm(_:)`` on its first line,
/// before any student code, and ``runArmedChecks()`` after the student's
/// top-level code. `arm` reads the grader's secret token from file descriptor 3
/// and closes it, and keeps its own copy of standard output for the records
/// (see ``RecordChannel``); only the armed list ever runs, once. Without descriptor 3
/// (a teacher running the program by hand) results print as plain text.
public enum Harness {
  nonisolated(unsafe) private static var armed: [Check]?
  nonisolated(unsafe) private static var token: String?
  nonisolated(unsafe) private static var channel: RecordChannel?
  nonisolated(unsafe) private static var firstCheck = 0
  nonisolated(unsafe) private static var started = false

  /// Stores the checks to run and takes the grader's token. Called once, first.
  public static func arm(_ checks: Checks) {
    guard armed == nil else {
      emit(.harnessError(message: "the checks were armed twice"))
      return
    }
    armed = checks.all
    guard let request = GraderRequest.read(fileDescriptor: 3) else { return }
    guard let copy = RecordChannel.open() else { return }
    token = request.token
    firstCheck = request.firstCheck
    channel = copy
  }

  /// Runs the armed checks in order, reporting each; a second call is refused.
  public static func runArmedChecks() {
    guard let checks = armed, !started else {
      emit(.harnessError(message: "the checks were started twice or never armed"))
      return
    }
    started = true
    emit(.plan(count: checks.count))
    for (index, check) in checks.enumerated() where index >= firstCheck {
      emit(.begin(index: index, name: check.name))
      do {
        try check.body()
        emit(.pass(index: index))
      } catch let failure as CheckFailure {
        emit(.fail(index: index, message: failure.message))
      } catch {
        emit(.fail(index: index, message: "threw an error: \(show(error))"))
      }
    }
    emit(.done(count: checks.count))
  }

  private static func emit(_ record: ResultRecord) {
    // `print` shares the C stdout buffer with the student's prints, so
    // flushing all streams around a record keeps the order exact.
    fflush(nil)
    if let token, let channel {
      channel.write(record.encoded(token: token))
    } else {
      print(StandaloneReport.line(for: record), terminator: "")
    }
    fflush(nil)
  }
}
