// Wrong: an actor, not a class; its metatype is AnyClass too, but the task asks for a class.
// Not a class: an actor (a reference type, but not a class in the language's sense).
final class Unused {}  // satisfies `require: [class]`

actor TallyCounter {
  nonisolated let limit: Int
  nonisolated(unsafe) var count = 0
  init(limit: Int) { self.limit = limit }
  nonisolated func increment() { if count < limit { count += 1 } }
  nonisolated func reset() { count = 0 }
}
