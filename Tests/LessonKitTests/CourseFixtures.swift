import Foundation
import LessonKit

/// The fixture courses in `Fixtures/` (excluded from the target in Package.swift, so their
/// `.swift` files are not compiled into the tests).
enum Fixtures {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  static func course(_ name: String) -> URL {
    folder.appendingPathComponent(name)
  }

  static func load(_ name: String) throws -> Course {
    try CourseLoader.load(from: course(name))
  }
}

/// A course written to a fresh temporary folder from `path: contents` pairs,
/// for checking one problem at a time; removed when the value is dropped.
final class TemporaryCourse {
  let root: URL

  /// A minimal valid lesson file with the given front matter lines.
  static func lesson(_ frontMatter: String, body: String = "Text.\n") -> String {
    "---\n\(frontMatter)\n---\n\(body)"
  }

  /// The files of a valid `kind: output` exercise with this id.
  static func exercise(_ id: String, yaml: String? = nil, task: String? = nil) -> [String: String] {
    [
      "exercise.yaml": yaml ?? "id: \(id)\nkind: output\n",
      "task.md": task ?? "# Task\n\nDo it.\n\n## Hints\n\n- A hint.\n",
      "task.zh-Hans.md": "# 任务\n\n做。\n\n## 提示\n\n- 提示。\n",
      "starter.swift": "\n",
      "solution.swift": "print(1)\n",
    ]
  }

  init(_ files: [String: String]) throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("lessonkit-\(UUID().uuidString)")
    for (path, contents) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try contents.write(to: url, atomically: true, encoding: .utf8)
    }
  }

  /// Adds an exercise folder's files under `folder`.
  convenience init(_ files: [String: String], exercises: [String: [String: String]]) throws {
    var all = files
    for (folder, exerciseFiles) in exercises {
      for (name, contents) in exerciseFiles { all["\(folder)/\(name)"] = contents }
    }
    try self.init(all)
  }

  func load() throws -> Course {
    try CourseLoader.load(from: root)
  }

  deinit {
    try? FileManager.default.removeItem(at: root)
  }
}
