import Foundation
import Testing
import TutorTestSupport
import Yams

/// Every CI recipe job that runs `swift-tutor` can load it on the image it names: each shared
/// library the binary needs is in the official image (``SwiftImage``), in the toolchain's own
/// runtime folder, or installed by that job's `apt-get` line. `CIRecipeRunTests` runs the
/// recipes' shell lines on this machine, where every library is present; this reads what the
/// binary needs against what each job's container has.
@Suite struct RecipeImageTests {
  /// The shared libraries the built binary names (`readelf -d`, NEEDED).
  static func needed() throws -> Set<String> {
    let run = try runCommand(
      URL(fileURLWithPath: "/usr/bin/readelf"), ["-d", TutorBinary.executable.path])
    #expect(run.status == 0, "\(run.transcript)")
    let pattern = try Regex(#"\(NEEDED\)\s+Shared library: \[([^\]]+)\]"#)
    return Set(
      run.stdout.matches(of: pattern).compactMap { $0.output[1].substring.map(String.init) })
  }

  /// The toolchain's runtime libraries (`usr/lib/swift/linux`): the image's toolchain has them.
  static func runtime() throws -> Set<String> {
    let swiftc = try #require(
      (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        .map { URL(fileURLWithPath: String($0)).appendingPathComponent("swiftc") }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) })
    let folder = swiftc.resolvingSymlinksInPath().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("lib/swift/linux")
    return Set(TestPaths.contents(of: folder))
  }

  /// Each job of the recipes that runs `swift-tutor`, with the packages its `apt-get` installs.
  static func jobs() throws -> [(name: String, packages: [String])] {
    var jobs: [(name: String, script: String)] = []
    for file in ["github-actions.yml", "github-classroom.yml"] {
      let github = try CIRecipeRun.load(file).first as? [String: Any] ?? [:]
      for (name, job) in github["jobs"] as? [String: Any] ?? [:] {
        let steps = (job as? [String: Any])?["steps"] as? [[String: Any]] ?? []
        let script = steps.compactMap { $0["run"] as? String }.joined(separator: "\n")
        jobs.append(("\(file)/\(name)", script))
      }
    }
    let gitlab = try CIRecipeRun.load("gitlab-ci.yml").first as? [String: Any] ?? [:]
    for (name, value) in gitlab {
      guard let job = value as? [String: Any], job["stage"] != nil else { continue }
      let lines = GitLabRecipeRun.lines(job["before_script"]) + GitLabRecipeRun.lines(job["script"])
      jobs.append(("gitlab/\(name)", lines.joined(separator: "\n")))
    }
    for document in try CIRecipeRun.load("kubernetes-grade.yaml") {
      let spec = (document as? [String: Any])?["spec"] as? [String: Any]
      let pod = (spec?["template"] as? [String: Any])?["spec"] as? [String: Any]
      let container = (pod?["containers"] as? [[String: Any]])?.first
      let name = ((document as? [String: Any])?["metadata"] as? [String: Any])?["name"] ?? "?"
      jobs.append(("kubernetes/\(name)", (container?["command"] as? [String])?.last ?? ""))
    }
    return jobs.filter { $0.script.contains("swift-tutor") }.map {
      (name: $0.name, packages: Self.installs($0.script))
    }
  }

  /// The packages the `apt-get install` lines of `script` name.
  static func installs(_ script: String) -> [String] {
    script.split(separator: "\n").flatMap { line -> [String] in
      guard let range = line.range(of: "apt-get install") else { return [] }
      return line[range.upperBound...].split(separator: " ").map(String.init)
        .prefix { !["&&", ";", "||"].contains($0) }.filter { !$0.hasPrefix("-") }
    }
  }

  @Test func everyJobCanLoadTheBinaryOnTheImageItNames() throws {
    let needed = try Self.needed()
    let runtime = try Self.runtime()
    #expect(!needed.isEmpty)
    let jobs = try Self.jobs()
    #expect(jobs.count >= 7, "\(jobs.map(\.name))")
    for job in jobs {
      var available = SwiftImage.sonames.union(runtime)
      for package in job.packages {
        let libraries = SwiftImage.packageSonames[package]
        #expect(libraries != nil, "\(job.name) installs \(package): add it to SwiftImage")
        available.formUnion(libraries ?? [])
      }
      let missing = needed.subtracting(available)
      #expect(missing.isEmpty, "\(job.name) on \(SwiftImage.name) lacks \(missing.sorted())")
    }
  }

  @Test func theRecipesNameTheImage() throws {
    for name in [
      "github-actions.yml", "gitlab-ci.yml", "kubernetes-grade.yaml", "github-classroom.yml",
    ] {
      let text = try String(
        contentsOf: TestPaths.packageRoot.appendingPathComponent("docs/ci/\(name)"), encoding: .utf8
      )
      #expect(text.contains(SwiftImage.name), "\(name)")
    }
  }
}
