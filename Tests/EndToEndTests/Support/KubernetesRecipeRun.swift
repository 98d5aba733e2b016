import Foundation
import TutorTestSupport

/// docs/ci/kubernetes-grade.yaml run here: each Job's container command (`bash -euc SCRIPT`),
/// every index of an Indexed Job with `JOB_COMPLETION_INDEX`, then the merge Job, with the
/// container's `env` (a secret from the grading secret) and the shared volume a folder laid
/// out as the file's header says (the tool, its prepared modules, the course, the submissions).
struct KubernetesRecipeRun {
  let run: CIRecipeRun
  let jobs: [[String: Any]]

  init(_ run: CIRecipeRun) throws {
    self.run = run
    jobs = try CIRecipeRun.load("kubernetes-grade.yaml").compactMap { $0 as? [String: Any] }
  }

  /// Lays out the shared volume from `tool` (a `tool/` and `cache/` as the CI build job makes)
  /// and runs the Jobs in order; returns the volume.
  func runAll(tool: URL) throws -> URL {
    let volume = try run.folder("kubernetes/class")
    try CIRecipeRun.copy(tool, into: volume)
    // The submissions as handed in, the course as the teacher keeps it.
    try run.export(["submissions"], of: "main", into: volume)
    try run.export(["course"], of: "course", into: volume)
    _ = try run.folder("kubernetes/class/reports")
    for job in jobs {
      let spec = job["spec"] as? [String: Any] ?? [:]
      let name = (job["metadata"] as? [String: Any])?["name"] as? String ?? "job"
      let indexed = spec["completionMode"] as? String == "Indexed"
      let count = indexed ? spec["completions"] as? Int ?? 1 : 1
      for index in 0..<count {
        try runPod(
          of: spec, named: "\(name)-\(index)", index: indexed ? index : nil, volume: volume)
      }
    }
    return volume
  }

  /// Runs the first container of `spec`'s pod template.
  private func runPod(of spec: [String: Any], named name: String, index: Int?, volume: URL)
    throws
  {
    let template = (spec["template"] as? [String: Any])?["spec"] as? [String: Any] ?? [:]
    let container = (template["containers"] as? [[String: Any]])?.first ?? [:]
    let mount =
      ((container["volumeMounts"] as? [[String: Any]])?.first?["mountPath"] as? String)
      ?? "/class"
    let home = try run.folder("kubernetes/\(name)/home")
    var variables = ["HOME": home.path, "TMPDIR": home.path]
    if let index { variables["JOB_COMPLETION_INDEX"] = "\(index)" }
    for entry in container["env"] as? [[String: Any]] ?? [] {
      guard let key = entry["name"] as? String else { continue }
      if let value = entry["value"] {
        variables[key] = "\(value)" == mount ? volume.path : "\(value)"
      } else if entry["valueFrom"] != nil {
        variables[key] = run.secret
      }
    }
    let command = container["command"] as? [String] ?? []
    guard command.count == 3, command[0] == "bash", let script = command.last else {
      throw KubernetesRecipeFailure(description: "\(name): command is not bash -c SCRIPT")
    }
    let result = try run.shell(script, in: home, variables: variables)
    guard result.status == 0 else { throw RecipeStepFailure(name, "command", result) }
  }
}

/// A Job whose shape the local run does not know.
struct KubernetesRecipeFailure: Error, CustomStringConvertible {
  let description: String
}
