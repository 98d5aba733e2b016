public import Foundation

/// A two-lesson course small enough to validate in seconds, for `validate`'s tests: lesson 1
/// (`01-sizes`) has one example that claims its output and the exercise `is-big`; lesson 2
/// (`02-words`) has one example and the exercise `shout`. Every file can be replaced or edited
/// before the course is written, and a nonce (a `/* */` comment in each file that holds code,
/// never a `//` one, which would ask for a translated starter) makes its contents its own, so
/// no cache of an earlier run knows it. Both lessons and tasks are in English and Chinese, so
/// the course validates without a problem.
public struct TinyCourse {
  /// The files, by path inside the course.
  public var files: [String: String]

  /// The course, with `nonce` in a comment of every code block and Swift file.
  public init(nonce: String = UUID().uuidString) {
    let mark = "/* \(nonce) */\n"
    files = [:]
    for suffix in ["", ".zh-Hans"] {
      files["01-sizes/lesson\(suffix).md"] = Self.lesson(
        "sizes", "Sizes", exercise: "is-big", code: mark + "print(1000 + 1)", output: "1001")
      files["02-words/lesson\(suffix).md"] = Self.lesson(
        "words", "Words", exercise: "shout", code: mark + "print(\"hi\".uppercased())",
        output: "HI")
    }
    add(
      "01-sizes/exercises/is-big", task: "Write `func isBig(_ n: Int) -> Bool`: true above 1000.",
      starter: mark + "func isBig(_ n: Int) -> Bool { false }\n",
      solution: mark + "func isBig(_ n: Int) -> Bool { n > 1000 }\n",
      checks: mark + """
        import TutorChecks

        let checks = Checks {
          check("2000 is big", zh: "2000 很大") { observe(isBig(2000), "isBig(2000)") }
          check("random numbers", zh: "随机数") {
            for _ in 0..<10 {
              let n = Draw.int(in: 0...2000)
              observe(isBig(n), "isBig(\\(n))")
            }
          }
        }

        """,
      wrong: mark + "func isBig(_ n: Int) -> Bool { n >= 0 }\n")
    add(
      "02-words/exercises/shout", task: "Write `func shout(_ s: String) -> String`: in capitals.",
      starter: mark + "func shout(_ s: String) -> String { s }\n",
      solution: mark + "func shout(_ s: String) -> String { s.uppercased() }\n",
      checks: mark + """
        import TutorChecks

        let checks = Checks {
          check("hi is HI", zh: "hi 变成 HI") { observe(shout("hi"), "shout(\\"hi\\")") }
        }

        """,
      wrong: mark + "func shout(_ s: String) -> String { s + \"!\" }\n")
  }

  private mutating func add(
    _ folder: String, task: String, starter: String, solution: String, checks: String,
    wrong: String
  ) {
    let id = String(folder.split(separator: "/").last ?? "")
    files["\(folder)/exercise.yaml"] = "id: \(id)\nkind: checks\nuses: []\n"
    files["\(folder)/task.md"] = "# \(id)\n\n\(task)\n\n## Hints\n\n- Think.\n"
    files["\(folder)/task.zh-Hans.md"] = "# \(id)\n\n\(task)\n\n## 提示\n\n- 想一想。\n"
    files["\(folder)/starter.swift"] = starter
    files["\(folder)/solution.swift"] = solution
    files["\(folder)/checks.swift"] = checks
    files["\(folder)/wrong-answers/wrong.swift"] = wrong
  }

  private static func lesson(
    _ id: String, _ title: String, exercise: String, code: String, output: String
  ) -> String {
    """
    ---
    id: \(id)
    title: \(title)
    summary: One thing about \(id).
    exercises: [\(exercise)]
    ---

    An example:

    ```swift
    \(code)
    ```

    ```output
    \(output)
    ```

    """
  }

  /// Replaces `old` with `new` in the file at `path`, which must hold it.
  public mutating func edit(_ path: String, _ old: String, _ new: String) {
    precondition(files[path]?.contains(old) == true, "\(path) has no \(old)")
    files[path] = files[path]?.replacingOccurrences(of: old, with: new)
  }

  /// The 1-based line of the first line of `path` that contains `text`.
  public func line(of text: String, in path: String) -> Int? {
    files[path]?.split(separator: "\n", omittingEmptySubsequences: false)
      .firstIndex { $0.contains(text) }.map { $0 + 1 }
  }

  /// Writes every file under `root` (its folders made as needed).
  public func write(to root: URL) throws {
    for (path, text) in files {
      let file = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: file)
    }
  }
}
