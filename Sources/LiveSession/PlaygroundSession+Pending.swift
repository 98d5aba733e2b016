import Foundation

extension PlaygroundSession {
  /// Keeps `declarations`, which compiled on their own, waiting for the first input that
  /// names them; one waiting under the same name is replaced. The library built to check them
  /// is never loaded: nothing of them runs until that input does.
  func hold(_ declarations: [PendingDeclaration], library: URL) -> PlaygroundResult {
    try? FileManager.default.removeItem(at: library)
    let names = declarations.reduce(into: Set<String>()) { $0.formUnion($1.names) }
    pending.removeAll { !$0.names.isDisjoint(with: names) }
    pending += declarations
    var result = PlaygroundResult(status: .accepted, events: [], message: nil)
    result.waiting = names.sorted()
    return result
  }

  /// The waiting declarations `input` names, in the order they were typed.
  func released(by input: String) -> [PendingDeclaration] {
    guard !pending.isEmpty else { return [] }
    let used = InputDeclarations(input).used
    return pending.filter { !$0.names.isDisjoint(with: used) }
  }

  /// The names declared without a value that still wait for an input naming them.
  public var waitingNames: [String] {
    pending.reduce(into: Set<String>()) { $0.formUnion($1.names) }.sorted()
  }
}
