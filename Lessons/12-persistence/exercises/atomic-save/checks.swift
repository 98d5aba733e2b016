import Foundation
import MealKit
import TutorChecks

let checks = Checks {
  check(
    "the temporary file is \".<name>.tmp\" in the same directory",
    zh: "临时文件是同一目录下的 \".<name>.tmp\""
  ) {
    for path in ["/data/meals.json", "/srv/app/store", "/notes.txt"] {
      observe(
        temporaryURL(for: URL(fileURLWithPath: path)).path,
        "temporaryURL(for: URL(fileURLWithPath: \(show(path)))).path")
    }
  }
  check("saving creates the file with exactly the data", zh: "保存后文件的内容正好是这些数据") {
    try inScratchDirectory { directory in
      let file = directory.appendingPathComponent("meals.json")
      observe(
        try saveAndRead("first", to: file),
        "contents of meals.json after saveAtomically(\"first\")",
        zh: "saveAtomically(\"first\") 之后 meals.json 的内容")
      observe(
        try names(in: directory), "files in the directory after the save", zh: "保存之后目录里的文件")
    }
  }
  check("saving again replaces the contents", zh: "再次保存会替换内容") {
    try inScratchDirectory { directory in
      let file = directory.appendingPathComponent("notes.txt")
      try Data("an old and longer text".utf8).write(to: file)
      observe(
        try saveAndRead("new", to: file), "contents after saving \"new\" over an old file",
        zh: "在旧文件上保存 \"new\" 之后的内容")
    }
  }
  check(
    "the old file is replaced by a rename, not overwritten in place",
    zh: "旧文件通过重命名被替换，而不是被原地覆盖"
  ) {
    try inScratchDirectory { directory in
      let file = directory.appendingPathComponent("meals.json")
      let link = directory.appendingPathComponent("old-link")
      try Data("old".utf8).write(to: file)
      try FileManager.default.linkItem(at: file, to: link)
      observe(try saveAndRead("new", to: file), "contents of the saved file", zh: "保存后文件的内容")
      observe(
        try contents(link),
        "a hard link to the old file (writing into the old file changes it; a rename does not)",
        zh: "指向旧文件的硬链接（直接写入旧文件会改变它，重命名则不会）")
    }
  }
  check("no temporary file is left after saving", zh: "保存后不留下临时文件") {
    try inScratchDirectory { directory in
      let file = directory.appendingPathComponent("meals.json")
      observe(
        try saveAndRead("one", to: file), "contents after saving \"one\"",
        zh: "保存 \"one\" 之后的内容")
      observe(
        try saveAndRead("two", to: file), "contents after saving \"two\"",
        zh: "保存 \"two\" 之后的内容")
      observe(
        try names(in: directory), "files in the directory after two saves",
        zh: "保存两次之后目录里的文件")
    }
  }
  check(
    "a stale temporary file from an earlier crash is replaced and gone",
    zh: "之前崩溃留下的旧临时文件被替换并删除"
  ) {
    try inScratchDirectory { directory in
      let file = directory.appendingPathComponent("meals.json")
      try Data("half a fi".utf8).write(to: directory.appendingPathComponent(".meals.json.tmp"))
      observe(
        try saveAndRead("complete", to: file), "contents of the saved file", zh: "保存后文件的内容")
      observe(
        try names(in: directory), "files in the directory after the save", zh: "保存之后目录里的文件")
    }
  }
  check(
    "a failed rename throws .renameFailed and removes the temporary file",
    zh: "重命名失败时抛出 .renameFailed 并删除临时文件"
  ) {
    try inScratchDirectory { directory in
      let target = directory.appendingPathComponent("busy")
      try FileManager.default.createDirectory(at: target, withIntermediateDirectories: false)
      try Data("keep".utf8).write(to: target.appendingPathComponent("inside.txt"))
      observe(
        outcome(of: { try saveAtomically(Data("x".utf8), to: target) }, target: target),
        "saveAtomically(_:to: target), where target is a directory that is not empty",
        zh: "saveAtomically(_:to: target)，其中 target 是一个非空目录")
      observe(
        try names(in: directory), "files in the directory after the failed save",
        zh: "保存失败之后目录里的文件")
      observe(
        try contents(target.appendingPathComponent("inside.txt")), "contents of busy/inside.txt",
        zh: "busy/inside.txt 的内容")
    }
  }
  check(
    "saving into a missing directory throws and creates nothing",
    zh: "保存到不存在的目录时抛出错误，并且不创建任何文件"
  ) {
    try inScratchDirectory { directory in
      let file = directory.appendingPathComponent("missing").appendingPathComponent("meals.json")
      var threw = false
      do { try saveAtomically(Data("x".utf8), to: file) } catch { threw = true }
      observe(
        threw, "saveAtomically(_:to: missing/meals.json) throws",
        zh: "saveAtomically(_:to: missing/meals.json) 抛出错误")
      observe(try names(in: directory), "files in the scratch directory", zh: "测试目录里的文件")
    }
  }
  check("meals saved as JSON load back unchanged", zh: "以 JSON 保存的菜品读回来不变") {
    try inScratchDirectory { directory in
      let file = directory.appendingPathComponent("meals.json")
      try saveAtomically(try JSONEncoder().encode(MealKit.Meal.samples), to: file)
      let loaded = try JSONDecoder().decode([MealKit.Meal].self, from: Data(contentsOf: file))
      observe(
        loaded.map(\.name), "names of the meals decoded from the saved file",
        zh: "从保存的文件解码出的菜品名字")
      observe(
        loaded == MealKit.Meal.samples, "decoded meals == Meal.samples",
        zh: "解码出的菜品 == Meal.samples")
    }
  }
  check("random file names and contents", zh: "随机的文件名和内容") {
    try inScratchDirectory { directory in
      for _ in 0..<8 {
        let name = Draw.string(length: 1...6) + Draw.element(of: ["", ".json", ".txt"])
        let text = Draw.string(length: 0...20, from: "abc xyz{}\":,\n")
        let file = directory.appendingPathComponent(name)
        observe(
          try saveAndRead(text, to: file), "contents of \(name) after saving \(show(text))",
          zh: "保存 \(show(text)) 之后 \(name) 的内容")
        observe(
          try names(in: directory), "then the files in the directory", zh: "此时目录里的文件")
      }
    }
  }
}

/// Runs `body` with an empty directory of a fixed name (every run has its own temporary
/// folder), and removes it afterwards.
private func inScratchDirectory(_ body: (URL) throws -> Void) throws {
  let manager = FileManager.default
  let directory = manager.temporaryDirectory.appendingPathComponent("atomic-save-checks")
  try? manager.removeItem(at: directory)
  try manager.createDirectory(at: directory, withIntermediateDirectories: true)
  defer { try? manager.removeItem(at: directory) }
  try body(directory)
}

/// Saves `text` with the student's function, then reads the file back.
private func saveAndRead(_ text: String, to file: URL) throws -> String {
  try saveAtomically(Data(text.utf8), to: file)
  return try contents(file)
}

private func contents(_ url: URL) throws -> String {
  String(decoding: try Data(contentsOf: url), as: UTF8.self)
}

private func names(in directory: URL) throws -> [String] {
  try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
}

/// How `body` ended, with the scratch path (which differs between runs) left out.
private func outcome(of body: () throws -> Void, target: URL) -> String {
  do {
    try body()
    return "returned normally"
  } catch SaveError.renameFailed(let path) {
    return path == target.path
      ? "threw SaveError.renameFailed(path: target.path)"
      : "threw SaveError.renameFailed with a path other than target.path"
  } catch {
    return "threw \(type(of: error))"
  }
}
