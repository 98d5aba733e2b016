extension Message {
  /// `items` as a list in a sentence, with the language's separator between them
  /// (`rowHeight, width` in English, `rowHeight、width` in Chinese); a single item as it is.
  public static func list(_ items: [String]) -> any CustomStringConvertible {
    guard items.count > 1, let first = items.first else { return items.first ?? "" }
    return Message("common.list-pair", ["first": first, "rest": list(Array(items.dropFirst()))])
  }
}
