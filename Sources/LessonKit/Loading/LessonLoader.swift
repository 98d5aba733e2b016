import Foundation
import TutorSupport

/// Loads one lesson folder: its texts in every language and its exercises.
enum LessonLoader {
  /// The lesson, or nil (with problems logged) when its English file is unusable.
  static func load(
    folder: URL, number: Int, registry: inout IDRegistry, log: inout ProblemLog
  ) -> Lesson? {
    let englishFile = folder.appendingPathComponent(Language.en.markdownFileName("lesson"))
    guard SourceText.fileExists(englishFile) else {
      log.error(
        englishFile,
        "the lesson folder '\(folder.lastPathComponent)' has no lesson.md; add one (front matter"
          + " with id, title and summary, then the lesson text) or remove the folder")
      return nil
    }
    let suggestedID = CourseOrder.slug(of: folder.lastPathComponent)
    guard let header = LessonHeader.read(englishFile, suggestedID: suggestedID, log: &log),
      registry.claimLesson(header.id, file: englishFile, line: header.idLine, log: &log)
    else { return nil }
    let english = text(header, englishFile)
    BlockLint.check(english, log: &log)
    var texts: [Language: LessonText] = [.en: english]
    for language in Language.allCases where language != .en {
      let file = folder.appendingPathComponent(language.markdownFileName("lesson"))
      guard SourceText.fileExists(file) else {
        log.warning(
          file,
          "the \(language.nativeName) translation of lesson.md is missing; students see English")
        continue
      }
      guard let translated = LessonHeader.read(file, suggestedID: header.id, log: &log) else {
        continue
      }
      guard translated.id == header.id else {
        log.error(
          file, line: translated.idLine,
          "the id '\(translated.id)' differs from lesson.md's id '\(header.id)'; a translation"
            + " keeps the same id")
        continue
      }
      let translation = text(translated, file)
      BlockLint.check(translation, log: &log)
      BlockLint.compare(translation, with: english, log: &log)
      texts[language] = translation
    }
    let exercises = loadExercises(
      folder, order: header.exerciseOrder, englishFile, &registry, &log)
    return Lesson(id: header.id, folder: folder, number: number, texts: texts, exercises: exercises)
  }

  private static func text(_ header: LessonHeader, _ file: URL) -> LessonText {
    LessonText(
      title: header.title, summary: header.summary, body: header.body, file: file,
      bodyFirstLine: header.bodyFirstLine)
  }

  /// The exercises in `exercises:` order, then any folders the list leaves out.
  private static func loadExercises(
    _ folder: URL, order: [(word: String, line: Int)]?, _ lessonFile: URL,
    _ registry: inout IDRegistry, _ log: inout ProblemLog
  ) -> [Exercise] {
    let exercisesFolder = folder.appendingPathComponent("exercises")
    let found = SourceText.subfolders(of: exercisesFolder)
    var chosen: [URL] = []
    for (name, line) in order ?? [] {
      if let match = found.first(where: { $0.lastPathComponent == name }) {
        if !chosen.contains(match) { chosen.append(match) }
      } else {
        log.error(
          lessonFile, line: line,
          "`exercises` names '\(name)', but there is no folder exercises/\(name); create it or"
            + " remove the name")
      }
    }
    for url in found where !chosen.contains(url) {
      if order != nil {
        log.warning(
          url,
          "the exercise folder '\(url.lastPathComponent)' is not listed in lesson.md's"
            + " `exercises`; it is shown last — add it to the list")
      }
      chosen.append(url)
    }
    return chosen.compactMap { ExerciseLoader.load(folder: $0, registry: &registry, log: &log) }
  }
}
