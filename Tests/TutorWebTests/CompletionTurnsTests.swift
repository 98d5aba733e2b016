import Foundation
import Testing

@testable import TutorWeb

/// The shared completion server's turns: twenty students looping completions within their
/// limits (the second hostile reader's attack) kept a classmate on another network from any
/// answer — 0 of 20 — while its requests waited first come first served behind theirs. In
/// turns, a classmate waits one request.
struct CompletionTurnsTests {
  /// Requests that each hold the server 100 ms, with the web's 400 ms deadline.
  static let hold = Duration.milliseconds(100)
  static let deadline = Duration.milliseconds(400)

  /// Twenty students keep a request each waiting all the time; `asker` asks five times and
  /// counts the answers.
  static func answers(for asker: String, from client: String) async -> Int {
    let shared = SharedCompletion { throw CancellationError() }
    let flood = (0..<20).map { student in
      Task.detached {
        while !Task.isCancelled {
          _ = await shared.inTurn(owner: "flood-\(student)", client: "lab", deadline: deadline) {
            _ in
            Thread.sleep(forTimeInterval: 0.1)
            return 1
          }
        }
      }
    }
    try? await Task.sleep(for: .milliseconds(500))
    var answered = 0
    for _ in 0..<5 {
      // A second for the classmate: one request's turn on a loaded machine, well short of the
      // two seconds twenty requests ahead of it took first come first served.
      let answer = await shared.inTurn(owner: asker, client: client, deadline: .seconds(1)) { _ in
        Thread.sleep(forTimeInterval: 0.1)
        return 1
      }
      answered += answer ?? 0
      try? await Task.sleep(for: .milliseconds(200))
    }
    for task in flood { task.cancel() }
    for task in flood { await task.value }
    return answered
  }

  @Test func aClassmateOnAnotherNetworkIsAnsweredUnderAFlood() async {
    #expect(await Self.answers(for: "classmate", from: "home") == 5)
  }

  /// Behind the same address (a lab's NAT), the classmate who asks least goes first too.
  @Test func aClassmateBehindTheSameAddressIsAnsweredUnderAFlood() async {
    #expect(await Self.answers(for: "classmate", from: "lab") == 5)
  }

  /// One request of a student's at a time: a second one while the first waits answers nothing.
  @Test func aSecondRequestOfTheSameStudentWhileOneWaitsIsNotAnswered() async {
    let shared = SharedCompletion { throw CancellationError() }
    let first = Task.detached {
      await shared.inTurn(owner: "ann", client: "lab", deadline: .seconds(5)) { _ in
        Thread.sleep(forTimeInterval: 0.3)
        return 1
      }
    }
    try? await Task.sleep(for: .milliseconds(100))
    let second = await shared.inTurn(owner: "ann", client: "lab", deadline: .seconds(5)) { _ in 2 }
    #expect(second == nil)
    #expect(await first.value == 1)
    let third = await shared.inTurn(owner: "ann", client: "lab", deadline: .seconds(5)) { _ in 3 }
    #expect(third == 3)
  }

}
