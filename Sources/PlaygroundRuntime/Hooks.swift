import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The functions `swiftc -Xfrontend -playground` calls (Swift 6.3 signatures).
// They are compiler internals with no documentation: PlaygroundSessionTests pins
// them by compiling an instrumented program against this module.

/// How many function or loop bodies deep the program is, one count for the whole program as
/// the compiler's calls come: atomic, since a student's threads call the hooks at once.
private let scopeDepth = Atomic<Int>(0)
private let valueLimit = 2000

// swift-format-ignore: AlwaysUseLowerCamelCase
// The compiler (or the input rewriter) calls this name.
/// Called for every logged value of an instrumented program.
public func __builtin_log_with_id<T>(
  _ object: T, _ name: String, _ id: Int, _ startLine: Int, _ endLine: Int,
  _ startColumn: Int, _ endColumn: Int, _ moduleID: Int, _ fileID: Int
) -> AnyObject? {
  var text = ValueFormatter.describe(object)
  if text.count > valueLimit { text = String(text.prefix(valueLimit)) + "…" }
  let record = PlaygroundRecord.value(
    line: startLine, column: startColumn, depth: scopeDepth.load(ordering: .relaxed),
    module: moduleID, name: name, type: TypeNames.short(T.self), text: text)
  emit(record)
  return nil
}

// swift-format-ignore: AlwaysUseLowerCamelCase
// The compiler (or the input rewriter) calls this name.
/// Called when a function body or loop body is entered.
public func __builtin_log_scope_entry(
  _ startLine: Int, _ endLine: Int, _ startColumn: Int, _ endColumn: Int, _ moduleID: Int,
  _ fileID: Int
) -> AnyObject? {
  scopeDepth.add(1, ordering: .relaxed)
  return nil
}

// swift-format-ignore: AlwaysUseLowerCamelCase
// The compiler (or the input rewriter) calls this name.
/// Called when a function body or loop body is left.
public func __builtin_log_scope_exit(
  _ startLine: Int, _ endLine: Int, _ startColumn: Int, _ endColumn: Int, _ moduleID: Int,
  _ fileID: Int
) -> AnyObject? {
  var depth = scopeDepth.load(ordering: .relaxed)
  while depth > 0 {
    let (exchanged, found) = scopeDepth.compareExchange(
      expected: depth, desired: depth - 1, ordering: .relaxed)
    if exchanged { break }
    depth = found
  }
  return nil
}

// swift-format-ignore: AlwaysUseLowerCamelCase
// The compiler (or the input rewriter) calls this name.
/// Called after every `print`: the text written since the previous record is its output.
public func __builtin_postPrint(
  _ startLine: Int, _ endLine: Int, _ startColumn: Int, _ endColumn: Int, _ moduleID: Int,
  _ fileID: Int
) -> AnyObject? {
  emit(.printed(line: startLine, depth: scopeDepth.load(ordering: .relaxed), module: moduleID))
  return nil
}

// swift-format-ignore: AlwaysUseLowerCamelCase
// The compiler (or the input rewriter) calls this name.
/// Receives what the log functions return; they return nil, so nothing to do.
public func __builtin_send_data(_ object: AnyObject?) {}

/// Writes a record in order with the program's own output, flushed at once so
/// nothing is lost when the program crashes on its next line.
private func emit(_ record: PlaygroundRecord) {
  fflush(nil)
  print(record.encoded, terminator: "")
  fflush(nil)
}
