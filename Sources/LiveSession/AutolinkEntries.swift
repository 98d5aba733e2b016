import Foundation

/// The libraries a Swift object file asks to be linked with (`-lswiftCore`, `-lFoundation`,
/// …), read from its `.swift1_autolink_entries` ELF section — what `swift-autolink-extract`
/// prints, without starting a process.
enum AutolinkEntries {
  /// The `-l…` entries of the ELF64 little-endian object at `url` (empty when unreadable).
  static func read(from url: URL) -> [String] {
    guard let data = try? Data(contentsOf: url, options: .alwaysMapped) else { return [] }
    let bytes = [UInt8](data)
    guard bytes.count > 64, bytes[0..<4].elementsEqual([0x7F, 0x45, 0x4C, 0x46]), bytes[4] == 2,
      bytes[5] == 1
    else { return [] }
    let sectionTable = Int(word(bytes, 0x28, 8))
    let entrySize = Int(word(bytes, 0x3A, 2))
    let count = Int(word(bytes, 0x3C, 2))
    let namesIndex = Int(word(bytes, 0x3E, 2))
    guard entrySize >= 64, sectionTable + count * entrySize <= bytes.count, namesIndex < count
    else { return [] }
    func section(_ index: Int) -> (name: Int, offset: Int, size: Int) {
      let base = sectionTable + index * entrySize
      return (
        Int(word(bytes, base, 4)), Int(word(bytes, base + 0x18, 8)),
        Int(word(bytes, base + 0x20, 8))
      )
    }
    let names = section(namesIndex)
    for index in 0..<count {
      let candidate = section(index)
      let start = names.offset + candidate.name
      guard start < bytes.count else { continue }
      let name = String(decoding: bytes[start...].prefix { $0 != 0 }, as: UTF8.self)
      guard name == ".swift1_autolink_entries",
        candidate.offset + candidate.size <= bytes.count
      else { continue }
      return bytes[candidate.offset..<candidate.offset + candidate.size]
        .split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
    }
    return []
  }

  /// A little-endian unsigned integer of `size` bytes at `offset`.
  private static func word(_ bytes: [UInt8], _ offset: Int, _ size: Int) -> UInt64 {
    guard offset + size <= bytes.count else { return 0 }
    return (0..<size).reduce(UInt64(0)) { $0 | UInt64(bytes[offset + $1]) << (8 * UInt64($1)) }
  }
}
