import Foundation
import TutorSupport

/// Loads one exercise folder: `exercise.yaml`, the task texts and the files.
enum ExerciseLoader {
  /// What each required file is for, to say so when it is missing.
  private static let requiredFiles = [
    ("starter.swift", "the code the student starts from; it must compile and not pass"),
    ("solution.swift", "a model answer; `swift-tutor validate` checks that it passes"),
    ("task.md", "the English task: '# Title', the statement, then '## Hints' with a list"),
  ]

  /// The exercise, or nil (with problems logged) when it cannot be used.
  /// With `tasks: false` the task texts (and the translated starters they ask for) are not read:
  /// enough to grade, in less time.
  static func load(
    folder: URL, registry: inout IDRegistry, log: inout ProblemLog, tasks readTasks: Bool = true
  ) -> Exercise? {
    let name = folder.lastPathComponent
    let manifestFile = folder.appendingPathComponent("exercise.yaml")
    var usable = true
    var manifest: ExerciseManifest?
    if SourceText.fileExists(manifestFile) {
      manifest = ExerciseManifest.read(manifestFile, folderName: name, log: &log)
      usable = manifest != nil
    } else {
      log.error(
        manifestFile,
        "the exercise folder '\(name)' has no exercise.yaml; add one with `id: \(name)` and"
          + " \(ExerciseKinds.described(prefix: "kind: "))")
      usable = false
    }
    for (file, purpose) in requiredFiles
    where !SourceText.fileExists(folder.appendingPathComponent(file)) {
      log.error(folder.appendingPathComponent(file), "\(file) is missing: add \(purpose)")
      usable = false
    }
    var judgedBy: [String: URL] = [:]
    if let kind = manifest?.kind {
      (judgedBy, usable) = judgedFiles(folder, kind: kind, usable: usable, log: &log)
    }
    guard usable, let manifest,
      registry.claimExercise(manifest.id, file: manifestFile, line: manifest.idLine, log: &log),
      let tasks = readTasks ? loadTasks(folder, id: manifest.id, log: &log) : [:]
    else { return nil }
    let files = ExerciseFiles(
      folder: folder, manifest: manifestFile,
      starter: folder.appendingPathComponent("starter.swift"),
      solution: folder.appendingPathComponent("solution.swift"),
      judgedBy: judgedBy,
      translatedStarters: readTasks ? translatedStarters(folder, tasks: tasks, log: &log) : [:],
      wrongAnswers: wrongAnswers(folder))
    return Exercise(
      id: manifest.id, kind: manifest.kind, uses: manifest.uses, forbid: manifest.forbid,
      require: manifest.require, limits: manifest.limits, difficulty: manifest.difficulty,
      files: files, tasks: tasks, forbiddenAPIs: manifest.forbiddenAPIs,
      classes: manifest.classes)
  }

  /// The files `kind` is judged by, by name: an error for a required one missing, a warning for
  /// a file only other kinds use (`checks.swift` beside `kind: output`).
  private static func judgedFiles(
    _ folder: URL, kind: ExerciseKind, usable: Bool, log: inout ProblemLog
  ) -> ([String: URL], Bool) {
    var (found, usable) = ([String: URL](), usable)
    let own = kind.descriptor.files
    for file in own {
      if let url = optionalFile(folder, file.name) {
        found[file.name] = url
      } else if file.required {
        log.error(
          folder.appendingPathComponent(file.name),
          "\(file.name) is missing: `kind: \(kind.rawValue)` \(file.purpose)")
        usable = false
      }
    }
    for name in ExerciseKinds.judgedFiles.subtracting(own.map(\.name)).sorted() {
      if let url = optionalFile(folder, name) {
        log.warning(url, "\(name) is not used by `kind: \(kind.rawValue)` exercises; remove it")
      }
    }
    return (found, usable)
  }

  /// `starter.<language>.swift` per language; a warning when a translated task has none while
  /// the English starter speaks to the student in comments.
  private static func translatedStarters(
    _ folder: URL, tasks: [Language: TaskText], log: inout ProblemLog
  ) -> [Language: URL] {
    var found: [Language: URL] = [:]
    let english = folder.appendingPathComponent("starter.swift")
    for language in Language.allCases where language != .en {
      let name = language.swiftFileName("starter")
      if let url = optionalFile(folder, name) {
        found[language] = url
      } else if tasks[language] != nil, starterHasComments(english) {
        log.warning(
          folder.appendingPathComponent(name),
          "the \(language.nativeName) translation of starter.swift is missing; students get its"
            + " comments in English")
      }
    }
    return found
  }

  /// Whether `file` has a `//` comment for students (placeholders for authors do not count).
  private static func starterHasComments(_ file: URL) -> Bool {
    guard let text = try? String(contentsOf: file, encoding: .utf8) else { return false }
    return text.split(separator: "\n").contains { line in
      guard let range = line.range(of: "//") else { return false }
      return !line[range.upperBound...].contains(Placeholders.marker)
    }
  }

  /// The `.swift` files of the folder `wrong-answers`, by name.
  private static func wrongAnswers(_ folder: URL) -> [URL] {
    let place = folder.appendingPathComponent(ExerciseFiles.wrongAnswersFolder)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: place.path)) ?? []
    return names.filter { $0.hasSuffix(".swift") && !$0.hasPrefix(".") }.sorted().map {
      place.appendingPathComponent($0)
    }
  }

  private static func optionalFile(_ folder: URL, _ name: String) -> URL? {
    let url = folder.appendingPathComponent(name)
    return SourceText.fileExists(url) ? url : nil
  }

  /// The task per language; nil when the English task cannot be read.
  private static func loadTasks(_ folder: URL, id: String, log: inout ProblemLog)
    -> [Language: TaskText]?
  {
    var tasks: [Language: TaskText] = [:]
    for language in Language.allCases {
      let file = folder.appendingPathComponent(language.markdownFileName("task"))
      guard SourceText.fileExists(file) else {
        if language != .en {
          log.warning(
            file,
            "the \(language.nativeName) translation of task.md is missing; students see English")
        }
        continue
      }
      guard let text = SourceText.read(file, log: &log) else { continue }
      tasks[language] = TaskParser.parse(text, file: file, exerciseID: id, log: &log)
    }
    return tasks[.en] == nil ? nil : tasks
  }
}
