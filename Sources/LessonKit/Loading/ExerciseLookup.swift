import Foundation

extension CourseLoader {
  /// The exercise `id` of the course in `root`, loaded on its own — without reading the rest of the
  /// course — from the one `root/<lesson>/exercises/<id>/` folder that exists; nil when there is no
  /// such folder, more than one, or it has any problem.
  ///
  /// For starting work early: the full course load stays the authority on what the exercise is.
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
    let exercise = ExerciseLoader.load(folder: folder, registry: &registry, log: &log)
    return log.errorCount == 0 ? exercise : nil
  }
}
