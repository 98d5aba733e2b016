#if canImport(Glibc)
@preconcurrency import Glibc

/// The libraries the live session's host loaded (one per input) and where, for a crash's
/// frames to be looked up in the input they fall in: ``CrashFrames`` writes one line per
/// library after the frames, `swift-tutor-crash-image BASE NAME` (hexadecimal load address,
/// the library's file name).
///
/// A fixed table of the last ``capacity`` libraries, filled by the host before each input runs
/// and read by the signal handler only, which writes it with `write` alone. The tutor trusts
/// the lines for nothing but its own lookup: it reads only the names of libraries it built.
enum CrashImages {
  /// What each line starts with.
  static let marker = "swift-tutor-crash-image"
  /// The most libraries remembered (the latest ones).
  static let capacity = 32
  /// The longest name kept, in bytes.
  static let nameLimit = 120

  nonisolated(unsafe) private static var bases = UnsafeMutablePointer<UInt>.allocate(
    capacity: capacity)
  nonisolated(unsafe) private static var names = UnsafeMutablePointer<UInt8>.allocate(
    capacity: capacity * nameLimit)
  nonisolated(unsafe) private static var lengths = UnsafeMutablePointer<Int>.allocate(
    capacity: capacity)
  nonisolated(unsafe) private static var stored = 0
  nonisolated(unsafe) private static var out = UnsafeMutablePointer<UInt8>.allocate(
    capacity: 64 + nameLimit)

  /// Records the library at `path`, whose entry point is `symbol`.
  static func register(path: String, symbol: UnsafeRawPointer) {
    guard let base = CrashFrames.loadBase(of: symbol) else { return }
    let slot = stored % capacity
    let name = Array((path.split(separator: "/").last.map(String.init) ?? path).utf8)
      .prefix(nameLimit)
    for (index, byte) in name.enumerated() { names[slot * nameLimit + index] = byte }
    lengths[slot] = name.count
    bases[slot] = base
    _ = marker.utf8.count  // a static's first use allocates: not in the handler
    stored += 1
  }

  /// Writes the table; only async-signal-safe calls.
  static func report() {
    for slot in 0..<min(stored, capacity) {
      var length = 0
      for byte in marker.utf8 {
        out[length] = byte
        length += 1
      }
      out[length] = 32
      length += 1
      var shift = UInt.bitWidth - 4
      while shift > 0 && (bases[slot] >> UInt(shift)) == 0 { shift -= 4 }
      while true {
        let digit = UInt8((bases[slot] >> UInt(shift)) & 0xF)
        out[length] = digit < 10 ? 48 + digit : 87 + digit
        length += 1
        if shift == 0 { break }
        shift -= 4
      }
      out[length] = 32
      length += 1
      for index in 0..<lengths[slot] {
        out[length] = names[slot * nameLimit + index]
        length += 1
      }
      out[length] = 10
      _ = write(2, out, length + 1)
    }
  }
}
#endif
