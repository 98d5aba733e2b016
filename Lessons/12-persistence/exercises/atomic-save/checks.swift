import Foundation
import MealKit
import TutorChecks

let checks = Checks {
  check("the temporary file is \".<name>.tmp\" in the same directory") {
    try expectEqual(
      temporaryURL(for: URL(fileURLWithPath: "/data/meals.json")).path, "/data/.meals.json.tmp",
      "temporaryURL(for: /data/meals.json).path")
    try expectEqual(
      temporaryURL(for: URL(fileURLWithPath: "/srv/app/store")).path, "/srv/app/.store.tmp",
      "temporaryURL(for: /srv/app/store).path")
  }
  check("saving creates the file with exactly the data") {
    try inScratchDirectory { directory in
      let file = directory.appendingPathComponent("meals.json")
      try saveAtomically(Data("first".utf8), to: file)
      try expectEqual(try contents(file), "first", "contents of a newly saved file")
    }
  }
  check("saving again replaces the contents") {
    try inScratchDirectory { directory in
      let file = directory.appendingPathComponent("notes.txt")
      try Data("an old and longer text".utf8).write(to: file)
      try saveAtomically(Data("new".utf8), to: file)
      try expectEqual(try contents(file), "new", "contents after saving over an old file")
    }
  }
  check("the old file is replaced by a rename, not overwritten in place") {
    try inScratchDirectory { directory in
      let file = directory.appendingPathComponent("meals.json")
      let link = directory.appendingPathComponent("old-link")
      try Data("old".utf8).write(to: file)
      try FileManager.default.linkItem(at: file, to: link)
      try saveAtomically(Data("new".utf8), to: file)
      try expectEqual(try contents(file), "new", "contents of the saved file")
      try expectEqual(
        try contents(link), "old",
        "a hard link to the old file (writing into the old file changes it; a rename does not)")
    }
  }
  check("no temporary file is left after saving") {
    try inScratchDirectory { directory in
      let file = directory.appendingPathComponent("meals.json")
      try saveAtomically(Data("one".utf8), to: file)
      try saveAtomically(Data("two".utf8), to: file)
      try expectEqual(
        try names(in: directory), ["meals.json"], "files in the directory after two saves")
    }
  }
  check("a stale temporary file from an earlier crash is replaced and gone") {
    try inScratchDirectory { directory in
      let file = directory.appendingPathComponent("meals.json")
      try Data("half a fi".utf8).write(to: directory.appendingPathComponent(".meals.json.tmp"))
      try saveAtomically(Data("complete".utf8), to: file)
      try expectEqual(try contents(file), "complete", "contents of the saved file")
      try expectEqual(
        try names(in: directory), ["meals.json"], "files in the directory after the save")
    }
  }
  check("a failed rename throws .renameFailed and removes the temporary file") {
    try inScratchDirectory { directory in
      let target = directory.appendingPathComponent("busy")
      try FileManager.default.createDirectory(at: target, withIntermediateDirectories: false)
      try Data("keep".utf8).write(to: target.appendingPathComponent("inside.txt"))
      var thrown: (any Error)?
      do { try saveAtomically(Data("x".utf8), to: target) } catch { thrown = error }
      try expectEqual(
        thrown as? SaveError, .renameFailed(path: target.path),
        "error when the target is a directory that is not empty")
      try expectEqual(
        try names(in: directory), ["busy"], "files in the directory after the failed save")
      try expectEqual(
        try contents(target.appendingPathComponent("inside.txt")), "keep", "the untouched directory"
      )
    }
  }
  check("saving into a missing directory throws and creates nothing") {
    try inScratchDirectory { directory in
      let file = directory.appendingPathComponent("missing").appendingPathComponent("meals.json")
      var threw = false
      do { try saveAtomically(Data("x".utf8), to: file) } catch { threw = true }
      try expectTrue(threw, "saveAtomically into a directory that does not exist should throw")
      try expectEqual(try names(in: directory), [], "files in the scratch directory")
    }
  }
  check("meals saved as JSON load back unchanged") {
    try inScratchDirectory { directory in
      let file = directory.appendingPathComponent("meals.json")
      try saveAtomically(try JSONEncoder().encode(MealKit.Meal.samples), to: file)
      let loaded = try JSONDecoder().decode([MealKit.Meal].self, from: Data(contentsOf: file))
      try expectEqual(loaded, MealKit.Meal.samples, "meals decoded from the saved file")
    }
  }
}

/// Runs `body` with a new empty directory, and removes the directory afterwards.
private func inScratchDirectory(_ body: (URL) throws -> Void) throws {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("atomic-save-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: directory) }
  try body(directory)
}

private func contents(_ url: URL) throws -> String {
  String(decoding: try Data(contentsOf: url), as: UTF8.self)
}

private func names(in directory: URL) throws -> [String] {
  try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
}
