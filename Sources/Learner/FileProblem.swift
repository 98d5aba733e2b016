import Foundation
import TutorSupport

/// A file error in words a learner can act on: the file involved and the system's reason
/// (`/home/ada/swift-tutor/basics: Not a directory`) rather than Foundation's bare
/// "The operation could not be completed. (NSCocoaErrorDomain error 512.)".
public enum FileProblem {
  /// `path: reason` when the error names a file, else the most specific reason found.
  public static func describe(_ error: any Error) -> String {
    let (path, reason) = parts(error)
    guard let path, !reason.contains(path) else { return reason }
    return "\(path): \(reason)"
  }

  /// Why, without the path, as a placeholder's value: a ``Message`` for the usual causes (no
  /// such file, no permission, not a folder, a folder), shown in the language of the sentence it
  /// is put in, else the system's words.
  public static func reason(_ error: any Error) -> any CustomStringConvertible {
    switch errorNumber(error) {
    case ENOENT: return Message("session.file.missing")
    case EACCES, EPERM: return Message("session.file.permission")
    case ENOTDIR: return Message("session.file.not-a-folder")
    case EISDIR: return Message("session.file.is-a-folder")
    default: return parts(error).reason
    }
  }

  private static func errorNumber(_ error: any Error) -> Int32? {
    let nsError = error as NSError
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain
    {
      return Int32(underlying.code)
    }
    if nsError.domain == NSPOSIXErrorDomain { return Int32(nsError.code) }
    guard nsError.domain == NSCocoaErrorDomain else { return nil }
    switch CocoaError.Code(rawValue: nsError.code) {
    case .fileReadNoSuchFile, .fileNoSuchFile: return ENOENT
    case .fileReadNoPermission, .fileWriteNoPermission: return EACCES
    default:
      // Reading a folder as a file fails with an unknown-error code: say what it is.
      let path =
        nsError.userInfo[NSFilePathErrorKey] as? String
        ?? (nsError.userInfo[NSURLErrorKey] as? URL)?.path
      var isFolder: ObjCBool = false
      guard let path, FileManager.default.fileExists(atPath: path, isDirectory: &isFolder),
        isFolder.boolValue
      else { return nil }
      return EISDIR
    }
  }

  private static func parts(_ error: any Error) -> (path: String?, reason: String) {
    let nsError = error as NSError
    let path =
      nsError.userInfo[NSFilePathErrorKey] as? String
      ?? (nsError.userInfo[NSURLErrorKey] as? URL)?.path
    let reason: String
    if let number = errorNumber(error) {
      reason = String(cString: strerror(number))
    } else {
      // Foundation on Linux often gives no underlying error: find the usual causes ourselves.
      reason = path.flatMap(likelyCause(at:)) ?? nsError.localizedDescription
    }
    return (path, reason)
  }

  /// A file standing where a folder is needed above `path`, or a folder that cannot be
  /// written to.
  static func likelyCause(at path: String) -> String? {
    var ancestors: [String] = []
    var current = (path as NSString).deletingLastPathComponent
    while !current.isEmpty, current != "/" {
      ancestors.insert(current, at: 0)
      current = (current as NSString).deletingLastPathComponent
    }
    var deepest: String?
    for folder in ancestors {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) else { break }
      if !isFolder.boolValue { return "\(folder) is a file, not a folder" }
      deepest = folder
    }
    if let deepest, access(deepest, W_OK) != 0 {
      return "\(deepest): \(String(cString: strerror(errno)))"
    }
    return nil
  }
}
