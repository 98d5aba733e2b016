/// Suggestions for a lesson or exercise name that was not found.
extension Course {
  /// The lesson id closest to `query` (a typo, or a unique part of an id, folder name or
  /// English title), or nil when nothing is close.
  public func lessonSuggestion(for query: String) -> String? {
    guard !query.isEmpty else { return nil }
    let names = lessons.flatMap { [$0.id, $0.folderName] }
    if let close = Self.closest(query, among: names) {
      return lessons.first { $0.id == close || $0.folderName == close }?.id
    }
    let containing = lessons.filter { lesson in
      ([lesson.id, lesson.folderName] + lesson.languages.map { lesson.text($0).title })
        .contains { $0.lowercased().contains(query.lowercased()) }
    }
    return containing.count == 1 ? containing.first?.id : nil
  }

  /// The exercise id closest to `query` (a typo, or a unique part of an id), or nil.
  public func exerciseSuggestion(for query: String) -> String? {
    guard !query.isEmpty else { return nil }
    let ids = exercises.map(\.id)
    if let close = Self.closest(query, among: ids) { return close }
    let containing = ids.filter { $0.contains(query.lowercased()) }
    return containing.count == 1 ? containing.first : nil
  }

  /// The candidate within a small edit distance of `word` (at most a third of its length,
  /// between 1 and 3), preferring the nearest.
  private static func closest(_ word: String, among candidates: [String]) -> String? {
    let scored = candidates.map { ($0, Suggestion.distance(word.lowercased(), $0.lowercased())) }
    guard let best = scored.min(by: { $0.1 < $1.1 }),
      best.1 <= max(1, min(3, best.0.count / 3))
    else { return nil }
    return best.0
  }
}
