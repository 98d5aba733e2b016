import Foundation
import Yams

/// The settings of `exercise.yaml`, checked key by key.
struct ExerciseManifest {
  static let keys = [
    "id", "kind", "uses", "forbid", "forbid-api", "require", "classes", "limits", "difficulty",
  ]
  static let limitKeys = ["timeout", "cpu", "memory-mb"]

  var id: String
  /// The file line of `id:`.
  var idLine: Int
  var kind: ExerciseKind
  var uses: [SampleLibrary]
  var forbid: [ForbiddenConstruct]
  var require: [RequiredConstruct]
  var forbiddenAPIs: [String]
  var classes: [String]
  var limits: ExerciseLimits
  var difficulty: Int?

  /// Reads `file` for the exercise in folder `folderName`; nil (with the
  /// problems logged) when anything in it is wrong, so that the exercise is
  /// never graded with settings its author did not mean.
  static func read(_ file: URL, folderName: String, log: inout ProblemLog) -> ExerciseManifest? {
    let errorsBefore = log.errorCount
    guard let text = SourceText.read(file, log: &log),
      let yaml = YAMLMapping.parse(text, file: file, lineOffset: 0, log: &log)
    else { return nil }
    yaml.reportUnknownKeys(allowed: keys, in: "exercise.yaml", severity: .error, log: &log)
    let id = yaml.text("id", log: &log)
    if id == nil {
      log.error(file, line: 1, "exercise.yaml has no `id`; add `id: \(folderName)`")
    } else if let id, id != folderName {
      log.error(
        file, line: yaml["id"]?.line,
        "the id '\(id)' differs from the folder name '\(folderName)'; they must be equal:"
          + " rename the folder or change the id")
    }
    let kind = readKind(yaml, log: &log)
    let uses = yaml.members("uses", of: SampleLibrary.self, log: &log) ?? SampleLibrary.allCases
    let forbid = yaml.members("forbid", of: ForbiddenConstruct.self, log: &log) ?? []
    let require = yaml.members("require", of: RequiredConstruct.self, log: &log) ?? []
    let forbiddenAPIs = readForbiddenAPIs(yaml, log: &log)
    let classes = readClasses(yaml, log: &log)
    let limits = readLimits(yaml, log: &log)
    let difficulty = readDifficulty(yaml, log: &log)
    guard log.errorCount == errorsBefore, let id, let kind else { return nil }
    return ExerciseManifest(
      id: id, idLine: yaml["id"]?.line ?? 1, kind: kind, uses: uses, forbid: forbid,
      require: require, forbiddenAPIs: forbiddenAPIs, classes: classes, limits: limits,
      difficulty: difficulty)
  }

  /// `forbid-api: [MealKit.Meal]`: sample-library declarations (`Module.Name`) the student's
  /// file may not use.
  private static func readForbiddenAPIs(_ yaml: YAMLMapping, log: inout ProblemLog) -> [String] {
    let modules = SampleLibrary.allCases.map(\.rawValue)
    return (yaml.words("forbid-api", log: &log) ?? []).compactMap { item in
      let parts = item.word.split(separator: ".")
      guard parts.count == 2, modules.contains(String(parts[0])) else {
        log.error(
          yaml.file, line: item.line,
          "`forbid-api` items name a sample library declaration as `Module.Name`"
            + " (\(modules.joined(separator: " or ")), e.g. `MealKit.Meal`), not '\(item.word)'")
        return nil
      }
      return item.word
    }
  }

  /// `classes: [TallyCounter]`: type names the student's file must declare with `class` (not
  /// `struct`, `enum` or `actor`), decided from the syntax, where a program cannot pretend.
  private static func readClasses(_ yaml: YAMLMapping, log: inout ProblemLog) -> [String] {
    (yaml.words("classes", log: &log) ?? []).compactMap { item in
      let word = item.word
      guard let first = word.first, first.isLetter || first == "_",
        word.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
      else {
        log.error(
          yaml.file, line: item.line,
          "`classes` items are type names the student declares, e.g. `TallyCounter`, not '\(word)'")
        return nil
      }
      return word
    }
  }

  private static func readKind(_ yaml: YAMLMapping, log: inout ProblemLog) -> ExerciseKind? {
    let allowed = ExerciseKinds.all.map(\.name)
    guard let word = yaml.text("kind", log: &log) else {
      log.error(
        yaml.file, line: 1,
        "exercise.yaml has no `kind`; add \(ExerciseKinds.described(prefix: "kind: "))")
      return nil
    }
    guard let kind = ExerciseKind(rawValue: word) else {
      log.error(
        yaml.file, line: yaml["kind"]?.line,
        "unknown kind '\(word)'\(Suggestion.didYouMean(word, among: allowed)); use \(ExerciseKinds.described())"
      )
      return nil
    }
    return kind
  }

  private static func readLimits(_ yaml: YAMLMapping, log: inout ProblemLog) -> ExerciseLimits {
    guard let entry = yaml["limits"] else { return ExerciseLimits() }
    guard let mapping = entry.value.mapping else {
      log.error(
        yaml.file, line: entry.line,
        "`limits` must hold `timeout:`, `cpu:` (seconds) and/or `memory-mb:` on indented lines")
      return ExerciseLimits()
    }
    var entries: [YAMLMapping.Entry] = []
    for (key, value) in mapping {
      let line = yaml.line(of: key) ?? entry.line
      entries.append(YAMLMapping.Entry(key: key.scalar?.string ?? "?", value: value, line: line))
    }
    let limits = YAMLMapping(file: yaml.file, lineOffset: yaml.lineOffset, entries: entries)
    limits.reportUnknownKeys(allowed: limitKeys, in: "limits", severity: .error, log: &log)
    return ExerciseLimits(
      timeoutSeconds: limits.positiveNumber("timeout", log: &log),
      cpuSeconds: limits.positiveNumber("cpu", log: &log),
      memoryMegabytes: limits.positiveNumber("memory-mb", log: &log).map { Int($0.rounded(.up)) })
  }

  private static func readDifficulty(_ yaml: YAMLMapping, log: inout ProblemLog) -> Int? {
    guard let entry = yaml["difficulty"] else { return nil }
    guard let value = entry.value.int, (1...3).contains(value) else {
      log.error(yaml.file, line: entry.line, "`difficulty` must be 1 (easy), 2 or 3 (hard)")
      return nil
    }
    return value
  }
}
