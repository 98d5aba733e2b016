import ArgumentParser
import Foundation
import Learner
import TutorSupport

/// `swift-tutor classroom`: what a teacher does with the classroom `serve` keeps on this
/// machine.
struct ClassroomCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "classroom",
    abstract: "A teacher's commands for the classroom serve keeps on this machine.",
    subcommands: [ClassroomExportCommand.self])
}

/// `swift-tutor classroom export DIR`: every student's files in `grade`'s layout
/// (`DIR/<name-or-id>/<exercise-id>.swift`), read from the folders `serve` uses, so that
/// `swift-tutor grade DIR` marks the classroom as it marks a CI folder.
struct ClassroomExportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "export",
    abstract: "Copy the classroom's files into DIR in grade's layout (DIR/STUDENT/EXERCISE.swift).")

  @Argument(help: "The folder to write (made when missing).")
  var folder: String

  @OptionGroup var common: CommonOptions

  func run() throws {
    let context = try CourseContext.load(common)
    let language = try common.language()
    let environment = ProcessInfo.processInfo.environment
    let students = ClassroomExport.students(environment: environment)
    let entries = ClassroomExport.entries(
      course: context.course, students: students,
      learner: { LearnerSession.classroom(student: $0, explicitLanguage: nil) })
    do {
      try ClassroomExport.write(entries, to: URL(fileURLWithPath: folder))
    } catch {
      throw TutorError.internal(error)
    }
    let files = entries.filter { !$0.folder.isEmpty }
    let map = URL(fileURLWithPath: folder).appendingPathComponent(ClassroomExport.mapFile).path
    if students.isEmpty {
      // Nothing serve keeps here: another user's classroom, or none on this machine.
      let place = ClassroomExport.folder(environment: environment).path
      Console.notice(Message("cli.classroom.export-no-class", ["folder": place]), language)
    } else if files.isEmpty {
      // Students with work, none of it this course's: the course is another than serve's.
      Console.notice(
        Message("cli.classroom.export-other-course", ["students": students.count]), language)
    }
    Console.notice(
      Message(
        "cli.classroom.exported",
        [
          "files": files.count, "students": Set(files.map(\.folder)).count, "folder": folder,
          "lessons": NewCommand.lessonsOption(common), "map": map,
        ]),
      language)
  }
}
