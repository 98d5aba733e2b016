import Foundation
import TutorTestSupport

/// docs/ci/github-actions.yml (or another GitHub workflow of docs/ci) run here, job by job in
/// `needs` order (build, the matrix of grade jobs, merge), each in a fresh workspace and a fresh
/// `SWIFT_TUTOR_ROOT` (a job's container): `run:` steps through
/// ``CIRecipeRun/shell(_:in:variables:path:)`` with GitHub's variables (`GITHUB_WORKSPACE`,
/// `RUNNER_TEMP`, `GITHUB_PATH`, `GITHUB_OUTPUT`, `GITHUB_STEP_SUMMARY`, `CI`), `${{ … }}` filled
/// in, and the actions it uses done the way they behave: checkout, cache restore, artifact upload
/// and download. The JUnit and Classroom reporter actions are not run; the test reads their input
/// instead.
struct GitHubRecipeRun {
  let run: CIRecipeRun
  let workflow: [String: Any]
  /// Workflow variables set here instead (a pinned commit of a repository this machine has as
  /// a branch).
  var overrides: [String: String] = [:]
  /// What a checkout of another repository than the graded one clones, by its name.
  var repositories: [String: (url: URL, branch: String)] = [:]

  init(_ run: CIRecipeRun, workflow name: String = "github-actions.yml") throws {
    self.run = run
    workflow = try CIRecipeRun.load(name).first as? [String: Any] ?? [:]
  }

  /// Runs every job; returns the merge job's workspace (where the results are).
  func runAll() throws -> URL {
    let jobs = workflow["jobs"] as? [String: Any] ?? [:]
    _ = try job("build", jobs["build"], matrix: [:])
    let grade = jobs["grade"] as? [String: Any] ?? [:]
    let strategy = grade["strategy"] as? [String: Any]
    let shards = (strategy?["matrix"] as? [String: Any])?["shard"] as? [Int] ?? []
    for shard in shards { _ = try job("grade-\(shard)", grade, matrix: ["shard": "\(shard)"]) }
    return try job("merge", jobs["merge"], matrix: [:])
  }

  /// Runs the workflow's job `name` alone; returns its workspace.
  func run(job name: String) throws -> URL {
    try job(name, (workflow["jobs"] as? [String: Any])?[name], matrix: [:])
  }

  /// Runs the job `definition` as `name`; returns its workspace.
  private func job(_ name: String, _ definition: Any?, matrix: [String: String]) throws -> URL {
    let steps = (definition as? [String: Any])?["steps"] as? [[String: Any]] ?? []
    let workspace = try run.folder("github/\(name)/workspace")
    let temp = try run.folder("github/\(name)/temp")
    let opt = try run.freshOpt("github")
    defer { run.keepOpt("github", job: name) }
    let pathFile = temp.appendingPathComponent("github-path")
    try Data().write(to: pathFile)
    for file in ["github-output", "step-summary"] {
      try Data().write(to: temp.appendingPathComponent(file))
    }
    var variables = [
      "CI": "true", "GITHUB_ACTIONS": "true", "GITHUB_WORKSPACE": workspace.path,
      "RUNNER_TEMP": temp.path, "GITHUB_PATH": pathFile.path, "HOME": temp.path,
      "GITHUB_OUTPUT": temp.appendingPathComponent("github-output").path,
      "GITHUB_STEP_SUMMARY": temp.appendingPathComponent("step-summary").path,
    ]
    for (key, value) in workflow["env"] as? [String: Any] ?? [:] {
      variables[key] = Self.expand(
        "\(value)".replacing("/opt/swift-tutor-ci", with: opt.path), variables: [:], matrix: [:],
        secret: "")
    }
    variables.merge(overrides) { $1 }
    let fill = { (text: String) in
      Self.expand(
        text, variables: variables, matrix: matrix, secret: run.secret, teacherKey: run.teacherKey)
    }
    for step in steps {
      let with = (step["with"] as? [String: Any] ?? [:]).mapValues { fill("\($0)") }
      if let action = step["uses"] as? String {
        try use(action, with: with, workspace: workspace, cache: variables["XDG_CACHE_HOME"])
        continue
      }
      guard let script = step["run"] as? String else { continue }
      var stepVariables = variables
      for (key, value) in step["env"] as? [String: Any] ?? [:] {
        stepVariables[key] = fill("\(value)")
      }
      let path = try String(contentsOf: pathFile, encoding: .utf8).split(separator: "\n")
        .map(String.init).reversed()
      let result = try run.shell(
        fill(script), in: workspace, variables: stepVariables, path: Array(path))
      guard result.status == 0 else {
        throw RecipeStepFailure(name, step["name"] as? String ?? script, result)
      }
    }
    return workspace
  }

  /// `${{ env.X }}`, `${{ matrix.X }}`, `${{ secrets.SWIFT_TUTOR_SECRET }}`,
  /// `${{ vars.SWIFT_TUTOR_TEACHER_KEY }}`,
  /// `${{ runner.temp }}` and `${{ github.workspace }}` in `text`.
  static func expand(
    _ text: String, variables: [String: String], matrix: [String: String], secret: String,
    teacherKey: String = ""
  ) -> String {
    var text = text
    for (key, value) in variables { text = text.replacing("${{ env.\(key) }}", with: value) }
    for (key, value) in matrix { text = text.replacing("${{ matrix.\(key) }}", with: value) }
    text = text.replacing("${{ secrets.SWIFT_TUTOR_SECRET }}", with: secret)
    text = text.replacing("${{ secrets.COURSE_TOKEN || github.token }}", with: "")
    text = text.replacing("${{ vars.SWIFT_TUTOR_TEACHER_KEY }}", with: teacherKey)
    text = text.replacing("${{ runner.temp }}", with: variables["RUNNER_TEMP"] ?? "")
    text = text.replacing("${{ github.repository }}", with: "teacher/class")
    return text.replacing("${{ github.workspace }}", with: variables["GITHUB_WORKSPACE"] ?? "")
  }

  /// An action, done as it behaves on GitHub.
  private func use(
    _ action: String, with: [String: String], workspace: URL, cache: String?
  ) throws {
    let store = try run.folder("github-artifacts")
    switch action.split(separator: "@").first.map(String.init) ?? action {
    case "actions/checkout" where with["repository"] == "swift-tutor/swift-tutor":
      try FileManager.default.createSymbolicLink(
        at: workspace.appendingPathComponent(with["path"] ?? "."),
        withDestinationURL: TestPaths.packageRoot)
    case "actions/checkout":
      let target = workspace.appendingPathComponent(with["path"] ?? ".")
      if let name = with["repository"], let other = repositories[name] {
        try CIRecipeRun.git(["clone", "-q", "--branch", other.branch, other.url.path, target.path])
      } else {
        // This repository (or the course's, named as this one): the ref asked for, else the
        // commit being graded.
        try run.clone(branch: with["ref"] ?? "main", into: target)
      }
    case "actions/cache":
      if let cache { try run.restoreCache(into: URL(fileURLWithPath: cache)) }
    case "actions/upload-artifact":
      let target = store.appendingPathComponent(with["name"] ?? "artifact")
      try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
      for path in (with["path"] ?? "").split(separator: "\n") {
        let file =
          path.hasPrefix("/")
          ? URL(fileURLWithPath: String(path)) : workspace.appendingPathComponent(String(path))
        try FileManager.default.copyItem(
          at: file, to: target.appendingPathComponent(file.lastPathComponent))
      }
    case "actions/download-artifact":
      let target = URL(fileURLWithPath: with["path"] ?? workspace.path)
      let names = try FileManager.default.contentsOfDirectory(atPath: store.path).filter {
        if let name = with["name"] { return $0 == name }
        let prefix = (with["pattern"] ?? "").replacing("*", with: "")
        return $0.hasPrefix(prefix)
      }
      for name in names { try CIRecipeRun.copy(store.appendingPathComponent(name), into: target) }
    default:
      break  // the JUnit report action: the test reads results.xml itself
    }
  }
}
