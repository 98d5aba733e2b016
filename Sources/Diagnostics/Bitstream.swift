/// A reader of LLVM's bitstream container, enough for the compiler's serialized diagnostics
/// (`-serialize-diagnostics-path`): blocks, abbreviations (local and from the BLOCKINFO
/// block) and records with their blobs. Anything malformed ends the walk with what was read.
struct Bitstream {
  /// One record: its block, its code, its operands, and the blob when its abbreviation has one.
  struct Record {
    var block: Int
    var code: Int
    var operands: [UInt64]
    var blob: [UInt8]
    /// How deep its block lies (the outermost block is 1).
    var depth: Int
  }

  private enum Operand {
    case literal(UInt64)
    case fixed(Int)
    case vbr(Int)
    case array, char6, blob
  }
  private typealias Abbreviation = [Operand]

  private var bits: BitCursor

  /// A reader over `bytes`, which begin with the four-byte `magic`.
  init?(_ bytes: [UInt8], magic: [UInt8]) {
    guard bytes.count >= 4, Array(bytes.prefix(4)) == magic else { return nil }
    bits = BitCursor(bytes, from: 4)
  }

  /// Every record in the stream, in order. Malformed input ends the list early.
  mutating func records() -> [Record] {
    var found: [Record] = []
    var infoAbbreviations: [Int: [Abbreviation]] = [:]
    // The block stack: id, abbreviation width, abbreviations usable there.
    var stack: [(block: Int, width: Int, abbreviations: [Abbreviation])] = [(-1, 2, [])]
    var infoTarget = -1
    // An array of literal operands reads no bits: the values kept are bounded in all, not by
    // the stream's length.
    var budget = 1 << 22
    while !bits.atEnd, budget > 0, let top = stack.last {
      guard let id = bits.fixed(top.width) else { break }
      switch id {
      case 0:  // END_BLOCK
        bits.align32()
        stack.removeLast()
        if stack.isEmpty { return found }
      case 1:  // ENTER_SUBBLOCK
        guard let block = bits.vbr(8), let width = bits.vbr(4), width > 0, width <= 32 else {
          return found
        }
        bits.align32()
        guard bits.fixed(32) != nil else { return found }
        stack.append((Int(block), Int(width), infoAbbreviations[Int(block)] ?? []))
      case 2:  // DEFINE_ABBREV
        guard let abbreviation = readAbbreviation() else { return found }
        if top.block == 0 {
          infoAbbreviations[infoTarget, default: []].append(abbreviation)
        } else {
          stack[stack.count - 1].abbreviations.append(abbreviation)
        }
      case 3:  // UNABBREV_RECORD
        guard let code = bits.vbr(6), let count = bits.vbr(6), count < 1 << 16 else {
          return found
        }
        var operands: [UInt64] = []
        for _ in 0..<count {
          guard let value = bits.vbr(6) else { return found }
          operands.append(value)
        }
        if top.block == 0, code == 1, let target = operands.first { infoTarget = Int(target) }
        budget -= operands.count + 1
        found.append(
          Record(
            block: top.block, code: Int(code), operands: operands, blob: [],
            depth: stack.count - 1))
      default:
        let index = Int(id) - 4
        guard index < top.abbreviations.count,
          var record = read(top.abbreviations[index], block: top.block)
        else { return found }
        record.depth = stack.count - 1
        budget -= record.operands.count + record.blob.count + 1
        found.append(record)
      }
    }
    return found
  }

  private mutating func readAbbreviation() -> Abbreviation? {
    guard let count = bits.vbr(5), count < 1 << 10 else { return nil }
    var operands: Abbreviation = []
    for _ in 0..<count {
      guard let literal = bits.fixed(1) else { return nil }
      if literal == 1 {
        guard let value = bits.vbr(8) else { return nil }
        operands.append(.literal(value))
        continue
      }
      switch bits.fixed(3) {
      case 1:
        guard let w = bits.vbr(5), w <= 64 else { return nil }
        operands.append(.fixed(Int(w)))
      case 2:
        guard let w = bits.vbr(5), w <= 64 else { return nil }
        operands.append(.vbr(Int(w)))
      case 3: operands.append(.array)
      case 4: operands.append(.char6)
      case 5: operands.append(.blob)
      default: return nil
      }
    }
    return operands
  }

  private mutating func read(_ abbreviation: Abbreviation, block: Int) -> Record? {
    var values: [UInt64] = []
    var blob: [UInt8] = []
    var index = 0
    while index < abbreviation.count {
      switch abbreviation[index] {
      case .array:
        // The element's encoding is the operand after the array.
        guard index + 1 < abbreviation.count, let count = bits.vbr(6), count < 1 << 20 else {
          return nil
        }
        for _ in 0..<count {
          guard let value = scalar(abbreviation[index + 1]) else { return nil }
          values.append(value)
        }
        index += 1
      case .blob:
        guard let count = bits.vbr(6), let bytes = bits.blob(Int(count)) else { return nil }
        blob = bytes
      case let operand:
        guard let value = scalar(operand) else { return nil }
        values.append(value)
      }
      index += 1
    }
    guard let code = values.first else { return nil }
    return Record(
      block: block, code: Int(code), operands: Array(values.dropFirst()), blob: blob,
      depth: 0)
  }

  private mutating func scalar(_ operand: Operand) -> UInt64? {
    switch operand {
    case .literal(let value): value
    case .fixed(let width): bits.fixed(width)
    case .vbr(let width): bits.vbr(width)
    case .char6: bits.fixed(6)
    case .array, .blob: nil
    }
  }
}
