import Foundation

/// A file error in words a learner can act on: the file involved and the system's reason
/// (`/home/ada/swift-tutor/basics: Not a directory`) rather than Foundation's bare
/// "The operation could not be completed. (NSCocoaErrorDomain error 512.)".
public enum FileProblem {
  /// `path: reason` when the error names a file, else the most specific reason found.
  public static func describe(_ error: any Error) -> String {
    let nsError = error as NSError
    let path =
      nsError.userInfo[NSFilePathErrorKey] as? String
      ?? (nsError.userInfo[NSURLErrorKey] as? URL)?.path
    let reason: String
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain
    {
      reason = String(cString: strerror(Int32(underlying.code)))
    } else if nsError.domain == NSPOSIXErrorDomain {
      reason = String(cString: strerror(Int32(nsError.code)))
    } else {
      // Foundation on Linux often gives no underlying error: find the usual causes ourselves.
      reason = path.flatMap(likelyCause(at:)) ?? nsError.localizedDescription
    }
    guard let path, !reason.contains(path) else { return reason }
    return "\(path): \(reason)"
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
