import Foundation

/// The compiler's serialized diagnostics (`-serialize-diagnostics-path`, clang's `DIAG`
/// bitstream): the same diagnostics it prints, with the fix-its the printed form cannot carry
/// exactly (which text is replaced and which is inserted).
enum SerializedDiagnostics {
  /// One diagnostic as the file records it.
  struct Entry: Equatable {
    var severity: Diagnostic.Severity?
    var file: String
    var line: Int
    var column: Int
    var message: String
    var fixIts: [FixIt]
  }

  private enum Code {
    static let diagnostic = 2
    static let fileName = 6
    static let fixIt = 7
  }
  private static let diagnosticBlock = 9

  /// The entries of the file at `url`; none when it is missing or unreadable.
  static func read(_ url: URL) -> [Entry] {
    guard let data = FileManager.default.contents(atPath: url.path),
      data.count <= 16 << 20
    else { return [] }
    return parse(Array(data))
  }

  /// The entries in `bytes`.
  static func parse(_ bytes: [UInt8]) -> [Entry] {
    guard var stream = Bitstream(bytes, magic: Array("DIAG".utf8)) else { return [] }
    var files: [UInt64: String] = [:]
    var entries: [Entry] = []
    for record in stream.records() where record.block != 0 {
      let values = record.operands
      let text = String(decoding: record.blob, as: UTF8.self)
      switch record.code {
      case Code.fileName where !values.isEmpty:
        files[values[0]] = String(text.split(separator: "/").last ?? Substring(text))
      case Code.diagnostic where values.count >= 4 && record.block == diagnosticBlock:
        entries.append(
          Entry(
            severity: severity(values[0]), file: files[values[1]] ?? "",
            line: Int(clamping: values[2]), column: Int(clamping: values[3]), message: text,
            fixIts: []))
      case Code.fixIt where values.count >= 8 && !entries.isEmpty:
        // Start and end locations: file, line, column, offset each; the end is exclusive.
        guard values[0] == values[4], let file = files[values[0]],
          file == entries[entries.count - 1].file
        else { continue }
        entries[entries.count - 1].fixIts.append(
          FixIt(
            line: Int(clamping: values[1]), column: Int(clamping: values[2]),
            endLine: Int(clamping: values[5]), endColumn: Int(clamping: values[6]),
            text: text))
      default:
        continue
      }
    }
    return entries
  }

  private static func severity(_ value: UInt64) -> Diagnostic.Severity? {
    switch value {
    case 1: .note
    case 2: .warning
    case 3, 4: .error
    default: nil
    }
  }
}
