import Foundation
import TutorTestSupport

/// docs/ci/gitlab-ci.yml run here, stage by stage: each job (each of `parallel: N`, with
/// `CI_NODE_INDEX`/`CI_NODE_TOTAL`) in a fresh `CI_PROJECT_DIR` holding the class repository
/// (none with `GIT_STRATEGY: none`), the artifacts of the jobs it `needs` and its restored
/// `cache:`; its `before_script` and `script` lines in one shell, as GitLab's runner does, with
/// the pipeline's and the job's `variables` and a fresh `SWIFT_TUTOR_ROOT` (a job's container).
struct GitLabRecipeRun {
  let run: CIRecipeRun
  let pipeline: [String: Any]

  init(_ run: CIRecipeRun) throws {
    self.run = run
    pipeline = try CIRecipeRun.load("gitlab-ci.yml").first as? [String: Any] ?? [:]
  }

  /// Runs every stage; returns the merge job's folder (where the results are).
  func runAll() throws -> URL {
    var last = run.root
    for stage in pipeline["stages"] as? [String] ?? [] {
      for (name, value) in pipeline.sorted(by: { $0.key < $1.key }) {
        guard let job = value as? [String: Any], job["stage"] as? String == stage else { continue }
        let count = job["parallel"] as? Int ?? 1
        for index in 1...count {
          let node = count > 1 ? ["CI_NODE_INDEX": "\(index)", "CI_NODE_TOTAL": "\(count)"] : [:]
          last = try self.job(count > 1 ? "\(name)-\(index)" : name, job, node: node)
        }
      }
    }
    return last
  }

  /// Runs `job` as `name`; returns its project folder.
  private func job(_ name: String, _ job: [String: Any], node: [String: String]) throws -> URL {
    let project = try run.folder("gitlab/\(name)/project")
    let opt = try run.freshOpt("gitlab")
    defer { run.keepOpt("gitlab", job: name) }
    let home = try run.folder("gitlab/\(name)/home")
    var variables = ["CI": "true", "GITLAB_CI": "true", "HOME": home.path]
    variables["CI_PROJECT_DIR"] = project.path
    variables["SWIFT_TUTOR_SECRET"] = run.secret
    variables["SWIFT_TUTOR_TEACHER_KEY"] = run.teacherKey
    variables.merge(node) { $1 }
    let global = pipeline["variables"] as? [String: Any] ?? [:]
    let own = job["variables"] as? [String: Any] ?? [:]
    for (key, value) in global.merging(own, uniquingKeysWith: { $1 }) {
      variables[key] = "\(value)".replacing("/opt/swift-tutor-ci", with: opt.path)
        .replacing("$CI_PROJECT_DIR", with: project.path)
    }
    if variables["GIT_STRATEGY"] != "none" {
      try run.clone(branch: "main", into: project)
    }
    for need in job["needs"] as? [[String: Any]] ?? [] where need["artifacts"] as? Bool == true {
      let from = run.root.appendingPathComponent("gitlab-artifacts/\(need["job"] ?? "")")
      if FileManager.default.fileExists(atPath: from.path) {
        try CIRecipeRun.copy(from, into: project)
      }
    }
    // The runner's cache of an earlier pipeline: its folders of prepared modules (`*-cache/`).
    let cached = (job["cache"] as? [String: Any])?["paths"] as? [String] ?? []
    for path in cached where path.hasSuffix("-cache/") {
      try run.restoreCache(into: project.appendingPathComponent(path))
    }
    let lines = Self.lines(job["before_script"]) + Self.lines(job["script"])
    let result = try run.shell(
      lines.joined(separator: "\n"), in: project, variables: variables)
    guard result.status == 0 else { throw RecipeStepFailure(name, "script", result) }
    try keepArtifacts(of: job, named: name, from: project)
    return project
  }

  /// A job's `script`-like list as shell lines (a folded `>` entry is already one line).
  static func lines(_ node: Any?) -> [String] {
    (node as? [Any] ?? []).compactMap { $0 as? String }
  }

  /// Copies the job's `artifacts: paths:` where the jobs that need it find them.
  private func keepArtifacts(of job: [String: Any], named name: String, from project: URL) throws {
    let paths = (job["artifacts"] as? [String: Any])?["paths"] as? [String] ?? []
    let base = name.split(separator: "-").first.map(String.init) ?? name
    let store = try run.folder("gitlab-artifacts/\(base)")
    for path in paths {
      let source = project.appendingPathComponent(path)
      let target = store.appendingPathComponent(path)
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: source.path, isDirectory: &isFolder) else {
        continue
      }
      if isFolder.boolValue {
        try CIRecipeRun.copy(source, into: target)
      } else {
        try? FileManager.default.removeItem(at: target)
        try FileManager.default.copyItem(at: source, to: target)
      }
    }
  }
}
