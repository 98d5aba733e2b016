import Foundation
import LessonKit
import Synchronization

/// The words Tab can complete: commands, lesson and exercise ids, Swift keywords, the public
/// names of MealKit and Shapes, and the names declared in this session.
///
/// Read from the line editor's completion callback, written by the REPL: guarded by a mutex.
final class SymbolTable: Sendable {
  let lessonIDs: [String]
  let exerciseIDs: [String]
  private let declared = Mutex<Set<String>>([])
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

  /// Adds the names `code` declares.
  func learn(from code: String) {
    let names = DeclaredNames.in(code)
    declared.withLock { $0.formUnion(names) }
  }

  /// Forgets the session's names (`:reset`).
  func forgetSession() { declared.withLock { $0.removeAll() } }
}
