import Foundation
import Grading
import SourceKitCompletion
import Synchronization

/// The editors' completion: one ``SwiftCompletion`` (one `sourcekit-lsp`) for the whole server,
/// started by the first request that needs it, over the grader's sample modules.
///
/// The server answers one request at a time, so requests take turns on a worker of their own
/// (never on Hummingbird's threads: an answer is waited for), in the run queue's fair order
/// (``RunQueue``), not first come first served: the address served longest ago goes next, then
/// of its students the one served longest ago, so twenty students looping completions within
/// their limits keep a classmate waiting one request, not twenty. A request that has not had
/// its turn by its deadline, or whose owner already waits for one, answers nothing: a student
/// typing fast or a classroom at once never keeps anyone waiting past the deadline.
///
/// No request may end the server for everyone: code the type checker cannot finish (nesting,
/// ``CodeNesting``) never reaches it, and a request after which the server is gone bars its
/// student for ``barredAfterEnd`` and its network for ``networkBarredAfterEnd`` — one client
/// looping such a request restarted the server ten times a minute.
final class SharedCompletion: Sendable {
  private enum Stage {
    case idle, starting, closed
    case up(SwiftCompletion)
  }

  private let stage = Mutex(Stage.idle)
  /// Students and networks barred until a time: a request of theirs ended the server.
  private let barred = Mutex<[String: ContinuousClock.Instant]>([:])
  /// How long a student whose request ended the server gets no completion.
  static let barredAfterEnd = Duration.seconds(600)
  /// How long their network gets none (a school behind one address loses it for a minute).
  static let networkBarredAfterEnd = Duration.seconds(60)
  /// One worker, one request of a student's at a time, taken in turn.
  private let turns = RunPool(width: 1, share: 1, queue: 64, classroom: false, weighsTenure: false)
  private let makeService: @Sendable () throws -> SwiftCompletion

  /// Completion from the service `makeService` makes (on a thread of its own, at first use).
  init(makeService: @escaping @Sendable () throws -> SwiftCompletion) {
    self.makeService = makeService
  }

  /// The candidates at the cursor (after `beforeCursor`, a prefix of `typed`), after the
  /// `kept` inputs, for `owner`; empty when the server is missing, still starting, busy with
  /// this owner's previous request, or slower than `deadline`.
  func complete(
    kept: [String], typed: String, beforeCursor: String, owner: String, client: String,
    deadline: Duration
  ) async -> [SwiftCandidate] {
    await turn(code: [typed] + kept, owner: owner, client: client, deadline: deadline) {
      service, left in
      service.complete(kept: kept, typed: typed, beforeCursor: beforeCursor, deadline: left)
    } ?? []
  }

  /// The declaration and documentation comment of the name at the cursor, as ``complete``
  /// asks: `.some(nil)` when there is none; nil whenever ``complete`` would answer nothing
  /// (the server busy with this owner's completion, starting or slow: worth asking again).
  func documentation(
    kept: [String], typed: String, beforeCursor: String, owner: String, client: String,
    deadline: Duration
  ) async -> String?? {
    await turn(code: [typed] + kept, owner: owner, client: client, deadline: deadline) {
      service, left -> String?? in
      .some(
        service.documentation(
          kept: kept, typed: typed, beforeCursor: beforeCursor, deadline: left))
    }
  }

  /// `ask`'s answer on the server's queue, one request of `owner`'s at a time, within
  /// `deadline`; nil when `code` is too hard for the type checker, `owner` or `client` is barred,
  /// the server is not up, or the turn comes late.
  private func turn<Answer: Sendable>(
    code: [String], owner: String, client: String, deadline: Duration,
    _ ask: @escaping @Sendable (SwiftCompletion, Duration) -> Answer?
  ) async -> Answer? {
    // The server reads the inputs and the editor's code as one document: its nesting is theirs
    // together (one bracket per kept input must not add up unseen).
    guard Self.isEasy(code.joined(separator: "\n")), !isBarred(owner, client),
      let service = service()
    else { return nil }
    return await inTurn(owner: owner, client: client, deadline: deadline) { [self] left in
      let answer = ask(service, left)
      if !service.isUp { bar(owner, client) }
      return answer
    }
  }

  /// `work`'s answer in `owner`'s turn (from `client`), given the time left of `deadline`; nil
  /// when `owner` already waits for a turn, the queue is full of their client's requests, or
  /// the turn comes later than `deadline`.
  func inTurn<Answer: Sendable>(
    owner: String, client: String, deadline: Duration,
    _ work: @escaping @Sendable (Duration) -> Answer?
  ) async -> Answer? {
    let end = ContinuousClock.now + deadline
    return try? await turns.run(for: owner, from: client) {
      let left = end - ContinuousClock.now
      return left > .milliseconds(20) ? work(left) : nil
    }
  }

  /// Whether `owner` or `client` may not ask now.
  func isBarred(_ owner: String, _ client: String) -> Bool {
    let now = ContinuousClock.now
    return barred.withLock { barred in
      barred = barred.filter { $0.value > now }
      return barred["owner " + owner] != nil || barred["client " + client] != nil
    }
  }

  /// Bars `owner` and `client`: a request of theirs ended the server.
  func bar(_ owner: String, _ client: String) {
    let now = ContinuousClock.now
    barred.withLock { barred in
      barred["owner " + owner] = now + Self.barredAfterEnd
      barred["client " + client] = now + Self.networkBarredAfterEnd
    }
  }

  /// Whether the type checker finishes `code` soon: nesting at most ``deepestNesting``
  /// (brackets, generics, optionals), at most ``mostOperators`` in one statement.
  static func isEasy(_ code: String) -> Bool {
    CodeNesting.depth(of: code) <= deepestNesting
      && CodeNesting.operators(of: code) <= mostOperators
  }

  /// The most operators one statement may chain: a 13-term line mixing an `Int` and a `Double`
  /// (16 operators) takes the type checker seconds; no learner's expression needs that many.
  static let mostOperators = 12

  /// The deepest brackets a completion reads: nested literals make the type-checker's work
  /// grow exponentially (40 levels keep it busy for minutes, 2000 crash it), and no learner's
  /// code nests that deep. Generic arguments count too (`Array<Array<…>>`, 3000 deep crash it),
  /// and optionals (`Int???…`).
  static let deepestNesting = 12

  /// The service when it is up; else starts it (once) and answers nil.
  private func service() -> SwiftCompletion? {
    let start = stage.withLock { stage -> Bool in
      guard case .idle = stage else { return false }
      stage = .starting
      return true
    }
    if start {
      let makeService = makeService
      Thread.detachNewThread { [self] in
        let made = try? makeService()
        // Up once its first document is open (warmUp's own request), so that requests from
        // the pages only ever change that document.
        _ = made?.ready(within: .seconds(120))
        let kept = stage.withLock { stage -> Bool in
          guard case .starting = stage, let made else {
            if case .starting = stage { stage = .closed }
            return false
          }
          stage = .up(made)
          return true
        }
        if !kept { made?.close() }
      }
    }
    return stage.withLock { stage in
      guard case .up(let service) = stage else { return nil }
      return service
    }
  }

  /// Ends the server (the web server stops); completion answers nothing from then on.
  func close() {
    let service = stage.withLock { stage -> SwiftCompletion? in
      defer { stage = .closed }
      guard case .up(let service) = stage else { return nil }
      return service
    }
    // Now, not on the queue: the process may exit before the queue's turn, leaving the
    // server's folder behind. A request still waiting gets nothing.
    service?.close()
  }
}
