import Foundation
import Testing
import TutorTestSupport

/// The CI recipes in docs/ci run, step by step, on this machine in a fresh folder (see
/// ``CIRecipeRun`` for the three substitutions), over a class repository with the teacher's own
/// course: each ends with a merged, sealed report whose verdicts are the class's, a JUnit file,
/// marks and the item analysis — and the three recipes agree.
@Suite(.tags(.toolchain, .jail)) struct CIRecipeRunTests {
  /// student/exercise → verdict, for the class ``classRepository()`` makes.
  static let expected = [
    "alice/optional-binding": "pass", "alice/servings-or-default": "pass",
    "bob/optional-binding": "fail", "chen/servings-or-default": "pass",
    "dana/optional-binding": "pass",
  ]

  @Test func theRecipesRunAndMergeTheClassAlike() throws {
    let built = try HostileClassTests.builtModuleCache()
    let repository = try Self.classRepository()
    defer { try? FileManager.default.removeItem(at: repository) }
    let run = try CIRecipeRun(classRepository: repository, builtModules: built)
    defer { try? FileManager.default.removeItem(at: run.root) }

    var times = RecipeTimes()
    let github = try times.time("github") { try GitHubRecipeRun(run).runAll() }
    try Self.expectOnlyTheTeacherReads(
      github, artifacts: run.root.appendingPathComponent("github-artifacts"))
    try Self.expectResults(
      in: try run.openedReport(in: github),
      files: [
        "results.json", "results.xml", "marks.csv", "class.html", "students/bob.md", "notes.txt",
      ])

    let gitlab = try times.time("gitlab") { try GitLabRecipeRun(run).runAll() }
    try Self.expectOnlyTheTeacherReads(gitlab, artifacts: gitlab)
    // The build job prepared the modules where every grade job unpacks them: none builds its
    // clang modules again (they record the folder they were built in).
    let shipped = run.root.appendingPathComponent("gitlab/build/opt/cache/swift-tutor")
    let toolchain = built.deletingLastPathComponent().lastPathComponent
    let complete = shipped.appendingPathComponent(
      "\(toolchain)/\(built.lastPathComponent)/complete")
    #expect(
      try String(contentsOf: complete, encoding: .utf8)
        == run.root.appendingPathComponent("gitlab-opt/cache/swift-tutor/\(toolchain)").path)
    try Self.expectResults(
      in: try run.openedReport(in: gitlab),
      files: [
        "results.json", "results.xml", "marks.csv", "class.html", "students/bob.md", "notes.txt",
      ])

    let tool = run.root.appendingPathComponent("github/build/opt")
    let volume = try times.time("kubernetes") { try KubernetesRecipeRun(run).runAll(tool: tool) }
    let reports = volume.appendingPathComponent("reports")
    try Self.expectResults(
      in: reports,
      files: ["results.json", "results.xml", "marks.csv", "class.html", "students/bob.md"])
    let shards = try FileManager.default.contentsOfDirectory(atPath: reports.path)
      .filter { $0.hasPrefix("shard-") }
    #expect(shards.count == 8, "one report per index: \(shards.sorted())")
    try times.write()
  }

  /// docs/ci/github-classroom.yml, run here for one student's repository (their files at its
  /// top, and a `course/` they committed that would pass their wrong answer): the reporter's
  /// input decoded as the reporter decodes it, and the summary in the job's summary file.
  @Test func theClassroomRecipeGradesAStudentAgainstTheTeachersCourse() throws {
    let built = try HostileClassTests.builtModuleCache()
    let classRepository = try Self.classRepository()
    defer { try? FileManager.default.removeItem(at: classRepository) }
    let student = try TestPaths.makeTemporaryFolder("student-repository")
    defer { try? FileManager.default.removeItem(at: student) }
    let exercises = TutorBinary.lessons.appendingPathComponent("03-optionals/exercises")
    try CIRecipeRun.git(["init", "-q", "-b", "main"], in: student)
    try FileManager.default.copyItem(
      at: exercises.appendingPathComponent("optional-binding/solution.swift"),
      to: student.appendingPathComponent("optional-binding.swift"))
    try FileManager.default.copyItem(
      at: exercises.appendingPathComponent("servings-or-default/starter.swift"),
      to: student.appendingPathComponent("servings-or-default.swift"))
    try FileManager.default.copyItem(
      at: classRepository.appendingPathComponent("course"),
      to: student.appendingPathComponent("course"))
    try CIRecipeRun.git(["add", "."], in: student)
    try CIRecipeRun.git(["commit", "-q", "-m", "My work"], in: student)
    let run = try CIRecipeRun(classRepository: student, builtModules: built)
    defer { try? FileManager.default.removeItem(at: run.root) }
    var recipe = try GitHubRecipeRun(run, workflow: "github-classroom.yml")
    recipe.overrides = ["COURSE_REPOSITORY": "teacher/course", "COURSE_REF": "course"]
    recipe.repositories = ["teacher/course": (classRepository, "course")]
    let workspace = try recipe.run(job: "autograding")
    let temp = workspace.deletingLastPathComponent().appendingPathComponent("temp")
    let outputs = try String(
      contentsOf: temp.appendingPathComponent("github-output"), encoding: .utf8)
    let encoded = try #require(
      outputs.split(separator: "\n").first { $0.hasPrefix("result=") }?.dropFirst(7))
    // As the reporter reads it: base64, then JSON with these fields.
    let data = try #require(Data(base64Encoded: String(encoded)))
    let result = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(result["version"] as? Int == 1)
    #expect(result["status"] as? String == "fail")
    #expect(result["max_score"] as? Double == 5)
    let tests = try #require(result["tests"] as? [[String: Any]])
    #expect(tests.map { $0["name"] as? String } == ["optional-binding", "servings-or-default"])
    #expect(tests.map { $0["status"] as? String } == ["pass", "fail"])
    // The gradebook's points: a pass all of its 2; the starter as the template handed it out
    // (the repository's first commit) none of its 3, though a stub passes some of its checks.
    let scores = tests.compactMap { $0["score"] as? Double }
    #expect(scores == [2, 0], "\(tests)")
    #expect(
      (tests[1]["message"] as? String)?.hasPrefix(
        "servings-or-default.swift is still the starter as it was handed out") == true,
      "\(tests[1])")
    #expect(tests.allSatisfy { $0["message"] is String && $0["line_no"] as? Int == 0 })
    let summary = try String(
      contentsOf: temp.appendingPathComponent("step-summary"), encoding: .utf8)
    #expect(summary.hasPrefix("### swift-tutor: 1 of 2 exercises passed\n"), "\(summary)")
  }

  /// What a student who can read the repository can download or read after a run of a
  /// shared-repository recipe: no file under `artifacts` or the merge job's `workspace` holds a
  /// student's result in the clear (every report is encrypted: the shards with the grading
  /// secret, the class's report to the teacher's key).
  static func expectOnlyTheTeacherReads(_ workspace: URL, artifacts: URL) throws {
    for folder in [workspace, artifacts] {
      let files = FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []
      for file in files {
        let url = folder.appendingPathComponent(file)
        guard
          url.pathExtension == "json" || url.pathExtension == "xml"
            || url.pathExtension == "csv" || url.pathExtension == "html"
            || url.pathExtension == "md"
        else { continue }
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        #expect(!text.contains("bob"), "\(url.path) is readable by every student")
      }
    }
  }

  /// The merged report in `folder`: sealed, every shard, the class's verdicts; the other
  /// files written.
  static func expectResults(in folder: URL, files: [String]) throws {
    for name in files {
      #expect(
        FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path),
        "\(name) in \(folder.path)")
    }
    let text = try String(
      contentsOf: folder.appendingPathComponent("results.json"), encoding: .utf8)
    let report = try ReportJSON.decode(text)
    var verdicts: [String: String] = [:]
    for result in report.results {
      verdicts["\(result.student ?? "?")/\(result.exercise)"] = result.status
    }
    #expect(verdicts == expected, "\(folder.path)")
    #expect(report.seal != nil, "the merged report is sealed")
    #expect(report.shards?.included.count == report.shards?.count, "every shard merged")
    let junit = try String(
      contentsOf: folder.appendingPathComponent("results.xml"), encoding: .utf8)
    #expect(junit.contains("<testsuites"), "\(junit.prefix(300))")
    let marks = try String(contentsOf: folder.appendingPathComponent("marks.csv"), encoding: .utf8)
    for student in ["alice", "bob", "chen", "dana"] {
      #expect(marks.contains("\r\n\(student),"), "\(student) has a row of marks: \(marks)")
    }
  }

  /// A class repository (git): on the protected branch `course`, `course/` (the teacher's
  /// course: one lesson of the bundled one, under its own title); on `main`, `submissions/` of
  /// four students, one with a wrong answer — and `course/` as that student changed it, their
  /// wrong answer made the solution. A recipe that graded against the commit's own course
  /// would pass bob.
  static func classRepository() throws -> URL {
    let repository = try TestPaths.makeTemporaryFolder("class-repository")
    let course = repository.appendingPathComponent("course")
    let lesson = TutorBinary.lessons.appendingPathComponent("03-optionals")
    try CIRecipeRun.git(["init", "-q", "-b", "course"], in: repository)
    try FileManager.default.createDirectory(at: course, withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: lesson, to: course.appendingPathComponent("03-optionals"))
    try Data("title:\n  en: Our course\n  zh-Hans: 我们的课\nlessons:\n  - 03-optionals\n".utf8)
      .write(to: course.appendingPathComponent("course.yaml"))
    let assignments = repository.appendingPathComponent("assignments")
    try FileManager.default.createDirectory(at: assignments, withIntermediateDirectories: true)
    try Data("exercises:\n  - optional-binding: 2\n  - servings-or-default: 3\n".utf8)
      .write(to: assignments.appendingPathComponent("week-1.yaml"))
    try CIRecipeRun.git(["add", "course", "assignments"], in: repository)
    try CIRecipeRun.git(["commit", "-q", "-m", "The course"], in: repository)
    try CIRecipeRun.git(["checkout", "-q", "-b", "main"], in: repository)
    let exercises = lesson.appendingPathComponent("exercises")
    let solution = course.appendingPathComponent(
      "03-optionals/exercises/optional-binding/solution.swift")
    try FileManager.default.removeItem(at: solution)
    try FileManager.default.copyItem(
      at: exercises.appendingPathComponent("optional-binding/wrong-answers/nil-text.swift"),
      to: solution)
    let files = [
      ("alice", "optional-binding", "solution.swift"),
      ("alice", "servings-or-default", "solution.swift"),
      ("bob", "optional-binding", "wrong-answers/nil-text.swift"),
      ("chen", "servings-or-default", "solution.swift"),
      ("dana", "optional-binding", "solution.swift"),
    ]
    for (student, exercise, file) in files {
      let folder = repository.appendingPathComponent("submissions/\(student)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try FileManager.default.copyItem(
        at: exercises.appendingPathComponent("\(exercise)/\(file)"),
        to: folder.appendingPathComponent("\(exercise).swift"))
    }
    try CIRecipeRun.git(["add", "."], in: repository)
    try CIRecipeRun.git(["commit", "-q", "-m", "The class's work"], in: repository)
    return repository
  }
}
