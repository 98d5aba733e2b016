import Foundation
import LessonKit
import SourceKitCompletion
import Synchronization

/// The words Tab can complete: commands, lesson and exercise ids, Swift keywords, the public
/// names of MealKit and Shapes, and the names declared in this session.
///
/// Read from the line editor's completion callback, written by the REPL: guarded by a mutex.
final class SymbolTable: Sendable {
  let lessonIDs: [String]
  let exerciseIDs: [String]
  private let declared = Mutex<Set<String>>([])
  private let kept = Mutex<[String]>([])
  private let server = Mutex<SwiftCompletion?>(nil)
  private let library = Mutex<Set<String>?>(nil)
  private let sampleFolders: [URL]

  /// The words of `course`, with the public names of the sources in `sampleFolders` (read on
  /// the first Tab, so start-up does not pay for it).
  init(course: Course, sampleFolders: [URL]) {
    lessonIDs = course.lessons.flatMap { [$0.id, $0.folderName] }
    exerciseIDs = course.exercises.map(\.id)
    self.sampleFolders = sampleFolders
  }

  /// The names declared in this session so far.
  var sessionNames: Set<String> { declared.withLock { $0 } }

  /// Every Swift word: keywords, sample-library names and session names, sorted.
  var swiftWords: [String] {
    let session = sessionNames
    let samples = library.withLock { names in
      if names == nil { names = SampleSymbols.publicNames(in: sampleFolders) }
      return names ?? []
    }
    return Array(Set(SampleSymbols.keywords).union(samples).union(session)).sorted()
  }

  /// Adds the names `code` (an input the session kept) declares, and keeps the input for
  /// ``swift``'s document.
  func learn(from code: String) {
    let names = DeclaredNames.in(code)
    declared.withLock { $0.formUnion(names) }
    kept.withLock { $0.append(code) }
  }

  /// The inputs the session kept, in order.
  var keptInputs: [String] { kept.withLock { $0 } }

  /// Forgets the session's names and inputs (`:reset`).
  func forgetSession() {
    declared.withLock { $0.removeAll() }
    kept.withLock { $0.removeAll() }
  }

  /// Answers that came after Tab stopped waiting, for the next Tab.
  let late = LateAnswers()

  /// Completion from sourcekit-lsp, once the REPL started it (see ``attach(_:)``).
  var swift: SwiftCompletion? { server.withLock { $0 } }

  /// Completes Swift with `completion` from now on.
  func attach(_ completion: SwiftCompletion) { server.withLock { $0 = completion } }
}
