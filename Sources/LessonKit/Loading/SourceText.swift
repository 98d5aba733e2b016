import Foundation

/// Reads content files as UTF-8 with `\n` line ends (from `\r\n`, and from a lone `\r` as old Mac
/// editors write, which libcmark also counts as a line end) and no byte-order mark.
enum SourceText {
  /// The file's text; nil (and a logged error) when it cannot be read.
  static func read(_ file: URL, log: inout ProblemLog) -> String? {
    let data: Data
    do {
      data = try Data(contentsOf: file)
    } catch {
      log.error(file, "cannot read the file: \(error.localizedDescription)")
      return nil
    }
    guard var text = String(data: data, encoding: .utf8) else {
      log.error(file, "the file is not UTF-8 text; save it as UTF-8")
      return nil
    }
    if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
    // Most files have no CR at all; skip the (slow) Foundation replacement for them.
    guard data.contains(UInt8(ascii: "\r")) else { return text }
    return text.replacingOccurrences(of: "\r\n", with: "\n")
      .replacingOccurrences(of: "\r", with: "\n")
  }

  /// Whether a regular file exists at `url`.
  static func fileExists(_ url: URL) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
      && !isDirectory.boolValue
  }

  /// The visible subfolders of `folder`, sorted by name; empty when it cannot be listed.
  static func subfolders(of folder: URL) -> [URL] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.sorted().filter { !$0.hasPrefix(".") }.map { folder.appendingPathComponent($0) }
      .filter { url in
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
          && isDirectory.boolValue
      }
  }
}
