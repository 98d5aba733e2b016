#if canImport(Glibc)
import Glibc

// A REPL input runs as synchronous top-level code in the session host (an `async` top-level
// entry would hand the main thread to `dispatchMain()` and end the process when it
// finishes). The session rewrites each top-level `await EXPR` into `__tutorAwait { await EXPR }`:
// the expression runs as a task while the main thread waits for it and keeps running
// main-actor work, so `await` at the prompt behaves as in a script.

// swift-format-ignore: AlwaysUseLowerCamelCase
// The compiler (or the input rewriter) calls this name.
/// Runs `body` as a task and waits for its result (for a REPL input's top-level `await`).
public func __tutorAwait<T>(_ body: () async -> T) -> T {
  let outcome: Result<T, Never> = AwaitBridge.wait(for: body)
  switch outcome {
  case .success(let value): return value
  }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
// The compiler (or the input rewriter) calls this name.
/// Runs throwing `body` as a task and waits for its result or error.
public func __tutorAwait<T>(_ body: () async throws -> T) throws -> T {
  try AwaitBridge.wait(for: body).get()
}

enum AwaitBridge {
  /// A value handed to the task and back.
  ///
  /// `@unchecked` without a lock is sound here: the two sides never use a box at the same time,
  /// and each hand-over is ordered by the system. `work` is filled before the task is created
  /// (creating a task orders what came before it) and then used only by the task; `outcome`
  /// is set by the task before it writes the byte to the pipe, and read by the main thread
  /// only after it has read that byte (the pipe's write and read order the memory); `done` is
  /// never changed.
  final class Box<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
  }

  static func wait<T, E: Error>(for body: () async throws(E) -> T) -> Result<T, E> {
    withoutActuallyEscaping(body) { escaping in
      let work = Box<(() async throws(E) -> T)?>(escaping)
      let outcome = Box<Result<T, E>?>(nil)
      var pipeEnds: [Int32] = [-1, -1]
      guard pipe(&pipeEnds) == 0 else { fatalError("swift-tutor: no pipe for await") }
      let done = Box(pipeEnds[1])
      Task.detached {
        let result = await call(work)
        outcome.value = result
        var byte: UInt8 = 1
        _ = write(done.value, &byte, 1)
      }
      var byte: UInt8 = 0
      repeat {
        MainQueue.wait(for: pipeEnds[0])
      } while read(pipeEnds[0], &byte, 1) != 1
      close(pipeEnds[0])
      close(pipeEnds[1])
      // Set before the byte was written, and the byte was read: it cannot be nil here.
      guard let result = outcome.value else { fatalError("swift-tutor: await lost its result") }
      return result
    }
  }

  /// Calls the closure in `work` and lets go of it before returning, so it has not escaped
  /// when the waiting thread leaves `withoutActuallyEscaping`.
  private static func call<T, E: Error>(_ work: Box<(() async throws(E) -> T)?>) async
    -> Result<T, E>
  {
    guard let body = work.value else { fatalError("swift-tutor: await ran twice") }
    work.value = nil
    do throws(E) {
      return .success(try await body())
    } catch {
      return .failure(error)
    }
  }
}
#endif
