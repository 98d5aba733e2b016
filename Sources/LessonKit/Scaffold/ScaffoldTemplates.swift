import TutorSupport

/// The text of scaffolded files.
///
/// Every spot the author must write holds ``Placeholders/marker``, which `validate` reports as
/// an error until it is gone; the code around the markers already compiles, passes (solution)
/// and fails (starter).
enum ScaffoldTemplates {
  private static let todo = Placeholders.marker

  /// `lesson.md` or `lesson.zh-Hans.md` of a new lesson.
  static func lesson(id: String, language: Language) -> String {
    let chinese = language == .zhHans
    let title = chinese ? "课程标题" : "the lesson's title"
    let summary = chinese ? "用一句话说明这一课教什么" : "one sentence saying what the lesson teaches"
    let body =
      chinese
      ? "课文：先讲一个概念，再用可运行的示例展示它。示例代码块与英文版保持相同的顺序。"
      : "the lesson text: one idea at a time, each shown in a runnable example."
    let next =
      chinese
      ? "更多小节（用 `##` 标题）；练习由 `swift-tutor new exercise \(id) ID` 添加。"
      : "more sections under `##` headings; add exercises with"
        + " `swift-tutor new exercise \(id) ID`."
    return """
      ---
      id: \(id)
      title: "\(todo): \(title)"
      summary: "\(todo): \(summary)"\(chinese ? "" : "\nexercises: []")
      ---

      \(todo): \(body)

      ```swift
      let greeting = "Hello, playground"
      print(greeting)
      ```

      ## \(chinese ? "下一步" : "Next steps")

      \(todo): \(next)

      """
  }

  /// `exercise.yaml` of a new exercise.
  static func manifest(id: String, kind: ExerciseKind) -> String {
    """
    # \(todo): set uses, forbid, require, difficulty (Lessons/README.md); delete this line.
    id: \(id)
    kind: \(kind.rawValue)
    uses: []
    difficulty: 1

    """
  }

  /// `task.md` or `task.zh-Hans.md` of a new exercise.
  static func task(kind: ExerciseKind, language: Language) -> String {
    let chinese = language == .zhHans
    let code =
      kind == .checks
      ? "```swift norun\nfunc answer() -> Int\n```\n\n" + (chinese ? "返回 `42`。" : "returns `42`.")
      : (chinese
        ? "程序打印一行 `Hello, playground!`。" : "The program prints the line `Hello, playground!`.")
    if chinese {
      return """
        # \(todo): 练习标题

        \(todo): 准确说明学生要写什么：函数名与签名、参数与结果的例子、不允许使用的写法，让学生只读题目就能写出能通过的答案。例如：

        \(code)

        ## 提示

        - \(todo): 轻轻点拨的第一条提示。
        - \(todo): 几乎就是答案的最后一条提示。

        """
    }
    return """
      # \(todo): the exercise's title

      \(todo): say exactly what the student writes: the function's name and signature, examples
      of arguments and results, and what is not allowed, so that a passing solution can be
      written from this text alone. For example:

      \(code)

      ## Hints

      - \(todo): a gentle nudge.
      - \(todo): nearly the answer.

      """
  }

  /// The Swift files of a new exercise, by file name.
  static func code(kind: ExerciseKind) -> [(String, String)] {
    switch kind {
    case .checks:
      let starter = """
        // \(todo): what the student starts from: it compiles, and fails the checks.
        func answer() -> Int {
          0
        }

        """
      let solution = """
        // \(todo): a model answer that passes every check.
        func answer() -> Int {
          42
        }

        """
      return [("starter.swift", starter), ("solution.swift", solution), ("checks.swift", checks)]
    case .output:
      let starter = """
        // \(todo): what the student starts from: it compiles, and prints something else.

        """
      let solution = """
        // \(todo): a model answer; what it prints is the expected output.
        print("Hello, playground!")

        """
      return [("starter.swift", starter), ("solution.swift", solution)]
    }
  }

  private static let checks = """
    import TutorChecks

    // \(todo): probes that call the student's code and observe what it does; the grader
    // compares their observations with the solution's. Name each check with what it expects.
    let checks = Checks {
      check("answer() is 42", zh: "answer() 返回 42") {
        observe(answer(), "answer()")
      }
    }

    """
}
