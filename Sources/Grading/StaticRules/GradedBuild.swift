import LessonKit
import SwiftIfConfig
import SwiftSyntax

/// The build a graded program gets, as far as `#if` can ask about it: Linux, Swift 6.3 in
/// language mode 5 (`ProgramBuilder`'s `-swift-version 5`), no `-D` conditions.
///
/// `require:` counts only code in the clauses this build compiles. A condition it cannot decide
/// (an unknown `canImport`, a feature, a custom condition) counts as false, so code the
/// compiler might never see never satisfies a rule.
struct GradedBuild: BuildConfiguration {
  /// Modules a graded program can import besides the sample libraries.
  private static let systemModules: Set<String> = [
    "Swift", "Foundation", "FoundationEssentials", "Glibc", "Dispatch", "_Concurrency",
    "Synchronization",
  ]

  func isCustomConditionSet(name: String) -> Bool { false }
  func hasFeature(name: String) -> Bool { false }
  func hasAttribute(name: String) -> Bool { false }

  func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) -> Bool {
    guard importPath.count == 1, let module = importPath.first?.1 else { return false }
    return Self.systemModules.contains(module) || SampleLibrary(rawValue: module) != nil
  }

  func isActiveTargetOS(name: String) -> Bool { name == "Linux" }

  func isActiveTargetArchitecture(name: String) -> Bool {
    #if arch(arm64)
    return name == "arm64"
    #else
    return name == "x86_64"
    #endif
  }

  func isActiveTargetEnvironment(name: String) -> Bool { false }
  func isActiveTargetRuntime(name: String) -> Bool { name == "_Native" }
  func isActiveTargetPointerAuthentication(name: String) -> Bool { false }
  func isActiveTargetObjectFormat(name: String) -> Bool { name == "ELF" }
  var targetPointerBitWidth: Int { 64 }
  var targetAtomicBitWidths: [Int] { [8, 16, 32, 64] }
  var endianness: Endianness { .little }
  var languageVersion: VersionTuple { VersionTuple(5, 10) }
  var compilerVersion: VersionTuple { VersionTuple(6, 3) }
}
