public import Foundation

extension CourseLoader {
  /// The ids of the exercise folders of the course in `root` (`<lesson>/exercises/<id>/` with
  /// an `exercise.yaml`), found by listing folders only: for counting, where loading the whole
  /// course would cost more than the answer is worth.
  public static func exerciseIDs(in root: URL) -> Set<String> {
    let manager = FileManager.default
    var ids = Set<String>()
    for lesson in (try? manager.contentsOfDirectory(atPath: root.path)) ?? []
    where !lesson.hasPrefix(".") {
      let folder = root.appendingPathComponent("\(lesson)/exercises")
      for id in (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
      where manager.fileExists(atPath: folder.appendingPathComponent("\(id)/exercise.yaml").path) {
        ids.insert(id)
      }
    }
    return ids
  }

  /// The exercise `id` of the course in `root`, loaded on its own — without reading the rest of the
  /// course — from the one `root/<lesson>/exercises/<id>/` folder that exists.
  ///
  /// Nil when there is no such folder, more than one, or it has any problem. Its task texts are
  /// not read (it has none): this is for grading, which `check` can then start at once.
  public static func exercise(id: String, in root: URL) -> Exercise? {
    let manager = FileManager.default
    guard !id.isEmpty, !id.contains("/"), !id.hasPrefix("."),
      let lessons = try? manager.contentsOfDirectory(atPath: root.path)
    else { return nil }
    let folders = lessons.filter { !$0.hasPrefix(".") }.map {
      root.appendingPathComponent("\($0)/exercises/\(id)")
    }.filter { manager.fileExists(atPath: $0.appendingPathComponent("exercise.yaml").path) }
    guard folders.count == 1, let folder = folders.first else { return nil }
    var registry = IDRegistry(root: root)
    var log = ProblemLog()
    let exercise = ExerciseLoader.load(
      folder: folder, registry: &registry, log: &log, tasks: false)
    return log.errorCount == 0 ? exercise : nil
  }
}
