import Foundation
import Testing
import TutorTestSupport
import Yams

/// The worked CI examples in docs/ci parse as YAML, have the shape the README promises (shards
/// in parallel, a merge that needs them, JUnit published), run only `swift-tutor` subcommands
/// and options that exist, and merge only what the grade jobs wrote, with the CI's secret.
@Suite struct CIExampleTests {
  private static let folder = TestPaths.packageRoot.appendingPathComponent("docs/ci")

  private static func load(_ name: String) throws -> [String: Any] {
    let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    return try #require(try Yams.load(yaml: text) as? [String: Any], "\(name) is a mapping")
  }

  /// Every shell line under `run`, `script` and `before_script` anywhere in `node`.
  private static func shellLines(_ node: Any) -> [String] {
    var lines: [String] = []
    if let mapping = node as? [String: Any] {
      for (key, value) in mapping {
        if ["run", "script", "before_script"].contains(key) {
          let scripts = (value as? [Any]) ?? [value]
          for case let script as String in scripts {
            lines += script.split(separator: "\n").map(String.init)
          }
        } else {
          lines += shellLines(value)
        }
      }
    } else if let list = node as? [Any] {
      for item in list { lines += shellLines(item) }
    }
    return lines
  }

  /// The `swift-tutor` commands in `lines`: subcommand and options, with CI variables filled
  /// and lines continued by `\` joined.
  private static func tutorCommands(_ lines: [String]) throws -> [[String]] {
    let variable = try Regex(#"\$\{\{[^}]*\}\}|\$\{[A-Z_]+\}"#)
    let joined = lines.joined(separator: "\n").replacing("\\\n", with: " ")
      .replacing(variable, with: "1")
    return joined.split(separator: "\n").compactMap { line in
      let words = line.split(separator: " ").map {
        $0.trimmingCharacters(in: CharacterSet(charactersIn: "'\""))
      }
      // The tool by name or by path, run as a command (not the folder of `git -C swift-tutor`).
      guard
        let start = words.indices.first(where: { index in
          (words[index] == "swift-tutor" || words[index].hasSuffix("/bin/swift-tutor"))
            && (index == 0 || ["&&", ";", "|", "then", "do"].contains(words[index - 1]))
        })
      else { return nil }
      return Array(words[(start + 1)...])
    }
  }

  @Test(arguments: ["github-actions.yml", "gitlab-ci.yml", "github-classroom.yml"])
  func everySwiftTutorCommandAndOptionExists(_ name: String) throws {
    let commands = try Self.tutorCommands(Self.shellLines(try Self.load(name)))
    let used = Set(commands.compactMap(\.first))
    let expected: Set<String> =
      name == "github-classroom.yml" ? ["prepare", "grade"] : ["prepare", "grade", "merge"]
    #expect(used.isSuperset(of: expected), "\(name) grades (and merges)")
    for command in commands {
      let subcommand = try #require(command.first)
      let help = try TutorBinary.run([subcommand, "--help"])
      #expect(help.status == 0, "swift-tutor \(subcommand) exists (\(name))")
      for option in command.dropFirst() where option.hasPrefix("--") {
        #expect(help.stdout.contains(option + " "), "\(subcommand) takes \(option) (\(name))")
      }
    }
  }

  @Test func gitHubShardsInAMatrixThenMergesAndEncryptsTheReportToTheTeacher() throws {
    let file = try Self.load("github-actions.yml")
    #expect((file["permissions"] as? [String: Any])?["checks"] == nil, "no public check run")
    let jobs = try #require(try Self.load("github-actions.yml")["jobs"] as? [String: Any])
    let grade = try #require(jobs["grade"] as? [String: Any])
    let strategy = try #require(grade["strategy"] as? [String: Any])
    let matrix = try #require(strategy["matrix"] as? [String: Any])
    let shards = try #require(matrix["shard"] as? [Int])
    #expect(shards == Array(1...shards.count) && shards.count > 1)
    let merge = try #require(jobs["merge"] as? [String: Any])
    #expect(merge["needs"] as? [String] == ["build", "grade"])
    let lines = Self.shellLines(merge)
    #expect(lines.contains { $0.contains("--format junit --output \"$report/results.xml\"") })
    #expect(lines.contains { $0.contains("| age -r \"$TEACHER_KEY\" > class-report.tar.gz.age") })
    let steps = merge["steps"] as? [[String: Any]] ?? []
    let uploads = steps.compactMap { ($0["with"] as? [String: Any])?["path"] as? String }
      .filter { !$0.contains("SWIFT_TUTOR_ROOT") }
    #expect(uploads == ["class-report.tar.gz.age"], "only the encrypted report leaves the job")
    #expect(!steps.contains { ($0["uses"] as? String)?.contains("junit") == true })
    #expect(Self.shellLines(grade).contains { $0.contains("/\(shards.count)") })
  }

  /// GitHub: the shards are written outside the checkout, the merge job checks out nothing of
  /// the class's repository and downloads the artifacts into a fresh folder, and the grade and
  /// merge steps (only they) get the secret from the CI's secrets.
  @Test func gitHubMergesOnlyTheGradeJobsArtifactsWithTheSecret() throws {
    let jobs = try #require(try Self.load("github-actions.yml")["jobs"] as? [String: Any])
    let grade = try #require(jobs["grade"] as? [String: Any])
    let merge = try #require(jobs["merge"] as? [String: Any])
    let gradeSteps = try #require(grade["steps"] as? [[String: Any]])
    let mergeSteps = try #require(merge["steps"] as? [[String: Any]])
    let gradeRun = try #require(gradeSteps.first { Self.runs($0, "grade class/submissions") })
    #expect((gradeRun["run"] as? String)?.contains("--output \"$SWIFT_TUTOR_ROOT/") == true)
    let root = try #require(
      (Self.load("github-actions.yml")["env"] as? [String: Any])?[
        "SWIFT_TUTOR_ROOT"] as? String)
    #expect(root.hasPrefix("/opt/"), "the reports are written outside the checkout")
    #expect(
      !mergeSteps.contains { ($0["uses"] as? String)?.hasPrefix("actions/checkout") == true },
      "the merge job checks out nothing")
    let download = try #require(
      mergeSteps.last { ($0["uses"] as? String)?.hasPrefix("actions/download-artifact") == true })
    let folder = try #require((download["with"] as? [String: Any])?["path"] as? String)
    #expect(folder == "${{ env.SWIFT_TUTOR_ROOT }}/shards", "a fresh folder outside the workspace")
    let mergeRun = try #require(mergeSteps.first { Self.runs($0, "swift-tutor merge") })
    #expect((mergeRun["run"] as? String)?.contains("merge \"$SWIFT_TUTOR_ROOT\"/shards/") == true)
    for step in [gradeRun, mergeRun] {
      let env = step["env"] as? [String: Any]
      #expect(env?["SWIFT_TUTOR_SECRET"] as? String == "${{ secrets.SWIFT_TUTOR_SECRET }}")
    }
    let withSecret = (gradeSteps + mergeSteps).filter {
      ($0["env"] as? [String: Any])?["SWIFT_TUTOR_SECRET"] != nil
    }
    #expect(withSecret.count == 2, "no other step (a third-party action) gets the secret")
    #expect(grade["env"] == nil && merge["env"] == nil, "nor a whole job")
  }

  @Test func gitLabRunsParallelShardsAndKeepsOnlyTheEncryptedReport() throws {
    let file = try Self.load("gitlab-ci.yml")
    let grade = try #require(file["grade"] as? [String: Any])
    #expect((grade["parallel"] as? Int ?? 0) > 1)
    let merge = try #require(file["merge"] as? [String: Any])
    let artifacts = try #require(merge["artifacts"] as? [String: Any])
    #expect(artifacts["paths"] as? [String] == ["class-report.tar.gz.age"])
    #expect(artifacts["reports"] == nil, "no test tab every member reads")
    // Only the default branch runs: a student's branch has no protected secret, and would
    // build the tool to fail every grade job (a teacher reader found it ran on every branch).
    let rules = (file["workflow"] as? [String: Any])?["rules"] as? [[String: Any]]
    #expect(rules?.map { $0["if"] as? String } == ["$CI_COMMIT_BRANCH == $CI_DEFAULT_BRANCH"])
    // The teacher's key is checked in the first job, as on GitHub.
    let build = try #require(file["build"] as? [String: Any])
    #expect(Self.shellLines(build).contains { $0.contains("SWIFT_TUTOR_TEACHER_KEY\" in age1*)") })
  }

  /// GitLab: each grade job empties its report folder first (the checkout may hold one), the
  /// merge job has no checkout, takes the grade jobs' artifacts and names every shard it
  /// expects — no glob — and every job stops without the secret.
  @Test func gitLabMergesOnlyTheGradeJobsArtifactsWithTheSecret() throws {
    let file = try Self.load("gitlab-ci.yml")
    let grade = try #require(file["grade"] as? [String: Any])
    let count = try #require(grade["parallel"] as? Int)
    let gradeLines = Self.shellLines(grade)
    let emptied = try #require(gradeLines.firstIndex { $0.hasPrefix("rm -rf swift-tutor-shards") })
    let graded = try #require(gradeLines.firstIndex { $0.contains("swift-tutor grade") })
    #expect(emptied < graded)
    let gradeArtifacts = try #require(grade["artifacts"] as? [String: Any])
    #expect(gradeArtifacts["paths"] as? [String] == ["swift-tutor-shards/"])
    let merge = try #require(file["merge"] as? [String: Any])
    #expect((merge["variables"] as? [String: Any])?["GIT_STRATEGY"] as? String == "none")
    let needs = try #require(merge["needs"] as? [[String: Any]])
    #expect(needs.map { $0["job"] as? String } == ["build", "grade"])
    #expect(needs.allSatisfy { $0["artifacts"] as? Bool == true })
    let commands = try Self.tutorCommands(Self.shellLines(merge))
    let first = try #require(commands.first { $0.first == "merge" })
    let inputs = first.dropFirst().prefix { !$0.hasPrefix("--") }
    #expect(Array(inputs) == (1...count).map { "$SWIFT_TUTOR_ROOT/shards/shard-\($0).json" })
    #expect(!Self.shellLines(merge).contains { $0.contains("*") }, "no glob")
    for job in [grade, merge] {
      let setUp = try #require(job["before_script"] as? [String])
      #expect(setUp.first?.hasPrefix("test -n \"$SWIFT_TUTOR_SECRET\"") == true)
    }
  }

  /// Both recipes: one build job (the only one that runs `make … install`, without the class's
  /// repository), whose archive the grade and merge jobs unpack; the official 6.3 image; a
  /// pinned tool; the teacher's course from a protected branch, never from the graded commit;
  /// no checks permission (nothing is published where every student reads it).
  @Test func oneBuildJobAPinnedToolAndTheTeachersCourse() throws {
    let github = try Self.load("github-actions.yml")
    let gitlab = try Self.load("gitlab-ci.yml")
    let githubJobs = try #require(github["jobs"] as? [String: Any])
    let gitlabJobs = gitlab.filter { ($0.value as? [String: Any])?["stage"] != nil }
    for (name, jobs) in [("github", githubJobs), ("gitlab", gitlabJobs)] {
      for (job, definition) in jobs {
        let builds = Self.shellLines(definition).contains {
          $0.contains("make -C swift-tutor install")
        }
        #expect(builds == (job == "build"), "\(name): only the build job builds (\(job))")
      }
      let grade = Self.shellLines(jobs["grade"] as Any).joined(separator: "\n")
      let lessons = name == "github" ? "course/" : "$SWIFT_TUTOR_ROOT/course/"
      #expect(
        grade.contains("--lessons \"\(lessons)$SWIFT_TUTOR_LESSONS\""),
        "\(name) grades the protected course")
      #expect(grade.contains("-xzf"), "\(name) unpacks the build")
    }
    #expect(
      Self.shellLines(gitlabJobs["grade"] as Any).contains {
        $0.contains("git fetch -q --depth 1 origin \"refs/heads/$SWIFT_TUTOR_COURSE_REF\"")
      })
    let githubGrade = try #require(githubJobs["grade"] as? [String: Any])
    let checkouts = (githubGrade["steps"] as? [[String: Any]] ?? []).compactMap {
      ($0["uses"] as? String)?.hasPrefix("actions/checkout") == true
        ? $0["with"] as? [String: Any] ?? [:] : nil
    }
    #expect(checkouts.map { $0["path"] as? String } == ["class", "course"])
    #expect(checkouts.last?["ref"] as? String == "${{ env.SWIFT_TUTOR_COURSE_REF }}")
    let pinned = try Regex(#"^v[0-9]+\.[0-9]+\.[0-9]+$|^[0-9a-f]{40}$"#)
    for variables in [github["env"], gitlab["variables"]] {
      let ref = try #require((variables as? [String: Any])?["SWIFT_TUTOR_REF"] as? String)
      #expect(ref.wholeMatch(of: pinned) != nil, "a tag or a commit, not a branch: \(ref)")
    }
    #expect((github["permissions"] as? [String: Any])?["checks"] == nil)
    #expect((gitlab["default"] as? [String: Any])?["image"] as? String == "swift:6.3-noble")
    let build = try #require(githubJobs["build"] as? [String: Any])
    #expect(build["container"] as? String == "swift:6.3-noble")
    let gitlabBuild = try #require(gitlabJobs["build"] as? [String: Any])
    #expect((gitlabBuild["variables"] as? [String: Any])?["GIT_STRATEGY"] as? String == "none")
  }

  /// Whether `step` runs a shell line containing `text`.
  private static func runs(_ step: [String: Any], _ text: String) -> Bool {
    (step["run"] as? String)?.contains(text) == true
  }

  @Test func theMakeTargetsTheExamplesUseExist() throws {
    let makefile = try String(
      contentsOf: TestPaths.packageRoot.appendingPathComponent("Makefile"), encoding: .utf8)
    #expect(makefile.contains("\ninstall:"))
  }
}
