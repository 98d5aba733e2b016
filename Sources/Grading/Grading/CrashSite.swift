package import Foundation
import SwiftToolchain

/// Where a crashed program was in the student's own file: the innermost frame there, and the
/// line that called it when the trap was in a function of theirs called from further up.
package struct CrashSite: Sendable, Hashable {
  /// The line of the innermost frame in the student's file (1-based).
  package var line: Int
  /// The next frame up in the student's file, on another line, when there is one.
  package var caller: Int?
}

/// Turns the frames a trapped program wrote (``CrashFrames`` in `PlaygroundRuntime`) into a
/// ``CrashSite``, with the toolchain's `llvm-symbolizer` and the line tables the graded
/// program is compiled with, outside the jail.
///
/// The frames line is the student's own output (standard error), so nothing here trusts it:
/// only hexadecimal addresses are taken, at most ``frameLimit``, and looked up in the
/// program this grading compiled (never a path from the output), by a symbolizer with an empty
/// environment and a time limit. A forged line changes only the place the student's own crash
/// message names.
package struct CrashLocator: Sendable {
  /// The compiled program, in the grading's scratch folder.
  package let program: URL

  /// A locator for `program`, compiled from `studentFile`, with the toolchain's `symbolizer`.
  package init(program: URL, studentFile: String, symbolizer: URL?) {
    self.program = program
    self.studentFile = studentFile
    self.symbolizer = symbolizer
  }
  /// The name the student's file was compiled as (`crash.swift`).
  package let studentFile: String
  /// `llvm-symbolizer`, nil when the toolchain has none (then no place is given).
  let symbolizer: URL?
  /// The line of the compiled file that is the student's first (a playground program's
  /// generated header comes before it).
  package var firstLine = 1
  /// The name the message gives the student's file, when not ``studentFile``.
  package var shownAs: String?

  /// The first word of the frames line.
  static let marker = "swift-tutor-crash-frames"
  /// The most addresses read from it.
  static let frameLimit = 66
  /// The longest the symbolizer may take.
  static let timeout: Double = 5

  /// The site the last frames line in `stderr` points to, nil when none is in the student's file.
  func site(in stderr: String) -> CrashSite? {
    guard let addresses = Self.addresses(in: stderr) else { return nil }
    return site(of: addresses, startingAtTheFault: true)
  }

  /// The site of `addresses` (relative to ``program``'s load address), innermost first; the
  /// first is the faulting instruction itself when `startingAtTheFault`.
  package func site(of addresses: [UInt], startingAtTheFault: Bool) -> CrashSite? {
    guard let symbolizer, !addresses.isEmpty else { return nil }
    // The fault's address is exact; every other is a return address, looked up one byte back
    // so that it names the call, not the line after it.
    let queries = addresses.enumerated().map { index, address in
      startingAtTheFault && (index == 0 || address == addresses[0]) ? address : address &- 1
    }
    guard let output = run(symbolizer, queries.map { "0x" + String($0, radix: 16) }) else {
      return nil
    }
    // Addresses given as arguments come back as one JSON array, a record per address.
    let records =
      (try? JSONSerialization.jsonObject(with: Data(output.utf8))) as? [[String: Any]] ?? []
    let lines = records.flatMap(studentLines(in:)).map { $0 - firstLine + 1 }.filter { $0 >= 1 }
    guard let first = lines.first else { return nil }
    return CrashSite(line: first, caller: lines.first { $0 != first })
  }

  /// The addresses of the last frames line, nil when there is none or it is malformed.
  package static func addresses(in stderr: String) -> [UInt]? {
    guard
      let line = stderr.split(separator: "\n").last(where: { $0.hasPrefix(marker + " ") })
    else { return nil }
    let words = line.split(separator: " ").dropFirst().prefix(frameLimit)
    let addresses = words.compactMap { $0.count <= 16 ? UInt($0, radix: 16) : nil }
    return addresses.count == words.count ? addresses : nil
  }

  /// The student's lines in one record of `llvm-symbolizer --output-style=JSON`, innermost
  /// (inlined) frame first.
  private func studentLines(in record: [String: Any]) -> [Int] {
    guard let symbols = record["Symbol"] as? [[String: Any]] else { return [] }
    return symbols.compactMap { symbol in
      guard let file = symbol["FileName"] as? String, let line = symbol["Line"] as? Int,
        line > 0, URL(fileURLWithPath: file).lastPathComponent == studentFile
      else { return nil }
      return line
    }
  }

  private func run(_ symbolizer: URL, _ addresses: [String]) -> String? {
    let request = ProcessRequest(
      executable: symbolizer.path,
      arguments: [
        "--obj=\(program.path)", "--output-style=JSON", "--functions=none", "--no-demangle",
      ] + addresses, environment: ["LANG": "C.UTF-8"], wallTimeout: Self.timeout)
    let output = CappedBuffer(limit: 1 << 20)
    guard let outcome = try? ProcessRunner.run(request, output: output), outcome.succeeded
    else { return nil }
    return output.text
  }
}

extension Toolchain {
  /// The toolchain's `llvm-symbolizer`, beside the real `swiftc`, when it has one.
  package var symbolizer: URL? {
    let tool = swiftc.resolvingSymlinksInPath().deletingLastPathComponent()
      .appendingPathComponent("llvm-symbolizer")
    return FileManager.default.isExecutableFile(atPath: tool.path) ? tool : nil
  }
}
