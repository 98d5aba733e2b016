extension KeyedDecodingContainer {
  // swift-format-ignore: AlwaysUseLowerCamelCase
  // The conformance synthesis writes calls to this name.
  /// Decodes a value whose type the assignment gives (for a REPL input's `Decodable`
  /// conformance written by the session for a property declared without a type).
  public func __tutorDecoded<T: Decodable>(forKey key: Key) throws -> T {
    try decode(T.self, forKey: key)
  }
}
