import Foundation
import Hummingbird

/// The pages (`/`, `/lesson/ID`, `/exercise/ID`, `/scratch`) and their assets: the tutor's
/// script and style, and CodeMirror from Debian's `libjs-codemirror` as installed.
struct PageRoutes {
  let engine: WebEngine

  /// Adds the routes to `router`.
  func add(to router: Router<WebContext>) {
    router.get("/") { _, context in
      let (progress, language) = try await engine.desk(context).snapshot()
      return Self.html(
        IndexPage(course: engine.course, progress: progress, language: language).html())
    }
    router.get("/lesson/:lesson") { _, context in
      let lesson = try engine.lesson(try context.parameters.require("lesson"))
      let (progress, language) = try await engine.desk(context).snapshot()
      return Self.html(
        LessonPage(course: engine.course, lesson: lesson, progress: progress, language: language)
          .html())
    }
    router.get("/exercise/:exercise") { _, context in
      let (exercise, lesson) = try engine.exercise(try context.parameters.require("exercise"))
      let file = try await engine.desk(context).open(exercise, in: lesson)
      let (progress, language) = try await engine.desk(context).snapshot()
      return Self.html(
        ExercisePage(
          course: engine.course, exercise: exercise, lesson: lesson, file: file,
          progress: progress, language: language
        ).html())
    }
    router.get("/scratch") { _, context in
      Self.html(
        ScratchPage(course: engine.course, language: try await engine.desk(context).language).html()
      )
    }
    for (name, bytes) in [
      "app.js": PackageResources.app_js, "scratch.js": PackageResources.scratch_js,
      "exercise.js": PackageResources.exercise_js,
      "workbench.js": PackageResources.workbench_js,
    ] {
      router.get("/assets/\(name)") { _, _ in
        Self.asset(bytes, type: "text/javascript; charset=utf-8")
      }
    }
    router.get("/assets/app.css") { _, _ in
      Self.asset(PackageResources.app_css, type: "text/css; charset=utf-8")
    }
    router.get("/assets/codemirror/**") { _, context in
      let path = context.parameters.getCatchAll().joined(separator: "/")
      guard let type = Self.codeMirrorFiles[path],
        let bytes = FileManager.default.contents(atPath: Self.codeMirrorRoot + "/" + path)
      else { throw WebError.notFound(path) }
      return Self.asset(Array(bytes), type: type)
    }
  }

  /// Where Debian installs CodeMirror 5.
  static let codeMirrorRoot = "/usr/share/javascript/codemirror"

  /// The only CodeMirror files served, with their types: no path from a request reaches the
  /// file system unless it is one of these.
  static let codeMirrorFiles = [
    "lib/codemirror.js": "text/javascript; charset=utf-8",
    "lib/codemirror.css": "text/css; charset=utf-8",
    "mode/swift/swift.js": "text/javascript; charset=utf-8",
    "addon/runmode/runmode.js": "text/javascript; charset=utf-8",
  ]

  /// A page: HTML that runs only the tutor's own scripts.
  static func html(_ text: String) -> Response {
    Response(
      status: .ok,
      headers: [
        .contentType: "text/html; charset=utf-8", .cacheControl: "no-store",
        .contentSecurityPolicy:
          "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:",
        .xContentTypeOptions: "nosniff",
      ],
      body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
  }

  private static func asset(_ bytes: [UInt8], type: String) -> Response {
    Response(
      status: .ok, headers: [.contentType: type, .xContentTypeOptions: "nosniff"],
      body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
  }
}
