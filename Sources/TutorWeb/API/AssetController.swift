import Foundation
import Hummingbird

/// The pages' scripts and style (`/assets/…`): the tutor's own, built into the binary, and
/// CodeMirror from Debian's `libjs-codemirror` as installed. The only files the server reads
/// for a path a request names are the CodeMirror files listed here.
struct AssetController {
  /// The tutor's own files, by name, with their types.
  static let tutorFiles: [String: Asset] = [
    "app.js": Asset(bytes: PackageResources.app_js, type: script),
    "scratch.js": Asset(bytes: PackageResources.scratch_js, type: script),
    "exercise.js": Asset(bytes: PackageResources.exercise_js, type: script),
    "workbench.js": Asset(bytes: PackageResources.workbench_js, type: script),
    "complete.js": Asset(bytes: PackageResources.complete_js, type: script),
    "app.css": Asset(bytes: PackageResources.app_css, type: style),
    "teacher.js": Asset(bytes: PackageResources.teacher_js, type: script),
  ]

  /// Where Debian installs CodeMirror 5.
  static let codeMirrorRoot = "/usr/share/javascript/codemirror"

  /// The only CodeMirror files served, with their types: no path from a request reaches the
  /// file system unless it is one of these (show-hint lists the editor's completions).
  static let codeMirrorFiles = [
    "lib/codemirror.js": script,
    "lib/codemirror.css": style,
    "mode/swift/swift.js": script,
    "addon/runmode/runmode.js": script,
    "addon/hint/show-hint.js": script,
    "addon/hint/show-hint.css": style,
  ]

  private static let script = "text/javascript; charset=utf-8"
  private static let style = "text/css; charset=utf-8"

  /// Adds the assets to `group` (`/assets`): one route per file of the tutor's own, so any
  /// other name is no route at all.
  func addRoutes(to group: RouterGroup<WebContext>) {
    for name in Self.tutorFiles.keys.sorted() { group.get(RouterPath(name), use: tutorFile) }
    group.get("codemirror/**", use: codeMirror)
  }

  /// One of the tutor's own files, by the last part of the path.
  @Sendable func tutorFile(_ request: Request, context: WebContext) throws -> Asset {
    let name = String(request.uri.path.split(separator: "/").last ?? "")
    guard let asset = Self.tutorFiles[name] else { throw WebError.notFound(name) }
    return asset
  }

  /// One of the CodeMirror files listed, read from where Debian installed it; 404 for any
  /// other path.
  @Sendable func codeMirror(_ request: Request, context: WebContext) throws -> Asset {
    let path = context.parameters.getCatchAll().joined(separator: "/")
    guard let type = Self.codeMirrorFiles[path],
      let bytes = FileManager.default.contents(atPath: Self.codeMirrorRoot + "/" + path)
    else { throw WebError.notFound(path) }
    return Asset(bytes: Array(bytes), type: type)
  }
}
