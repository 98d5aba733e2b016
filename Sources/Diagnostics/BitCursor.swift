/// Reads a byte array as LLVM's bitstream lays it out: little-endian 32-bit words, bits taken
/// from the least significant end. Every read answers nil past the end instead of trapping.
struct BitCursor {
  private let bytes: [UInt8]
  private var position: Int  // in bits

  /// A cursor over `bytes`, starting at byte `start`.
  init(_ bytes: [UInt8], from start: Int) {
    self.bytes = bytes
    position = start * 8
  }

  /// True when no whole bit is left.
  var atEnd: Bool { position >= bytes.count * 8 }

  /// The next `width` bits (0…64) as a number.
  mutating func fixed(_ width: Int) -> UInt64? {
    guard width >= 0, width <= 64, position + width <= bytes.count * 8 else { return nil }
    var value: UInt64 = 0
    for shift in 0..<width {
      let bit = (bytes[(position + shift) / 8] >> UInt8((position + shift) % 8)) & 1
      value |= UInt64(bit) << UInt64(shift)
    }
    position += width
    return value
  }

  /// A variable-width number in chunks of `width` bits, the top bit of each saying "more".
  mutating func vbr(_ width: Int) -> UInt64? {
    guard width >= 2, width <= 32 else { return nil }
    let more = UInt64(1) << UInt64(width - 1)
    var value: UInt64 = 0
    var shift: UInt64 = 0
    while true {
      guard let chunk = fixed(width), shift < 64 else { return nil }
      value |= (chunk & (more - 1)) << shift
      if chunk & more == 0 { return value }
      shift += UInt64(width - 1)
    }
  }

  /// Moves to the next 32-bit boundary.
  mutating func align32() {
    position = (position + 31) / 32 * 32
  }

  /// `count` bytes after aligning to 32 bits, then aligns again past them.
  mutating func blob(_ count: Int) -> [UInt8]? {
    align32()
    let start = position / 8
    guard count >= 0, start + count <= bytes.count else { return nil }
    let found = Array(bytes[start..<start + count])
    position = (start + count) * 8
    align32()
    return found
  }
}
