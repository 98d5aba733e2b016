import Hummingbird

/// The request context of `serve`: Hummingbird's own, with a body limit fit for a Swift file.
public struct WebContext: RequestContext {
  /// Hummingbird's storage (the route's parameters, the logger).
  public var coreContext: CoreRequestContextStorage

  /// A context for one request.
  public init(source: Source) { coreContext = .init(source: source) }

  /// The largest request body: twice the largest file the grader takes, so a file the grader
  /// refuses gets the grader's own words, and nothing larger is read into memory (413).
  public var maxUploadSize: Int { Self.bodyLimit }

  /// The body limit, in bytes.
  public static let bodyLimit = 512 << 10
}
