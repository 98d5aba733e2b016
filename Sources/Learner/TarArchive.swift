public import Foundation

/// A POSIX (ustar) tar archive of regular files, made in memory: what `serve`'s teacher
/// downloads (`tar -xf class.tar`), without a compression library.
public enum TarArchive {
  /// The archive of `files`, each a path (at most 100 bytes of UTF-8, `/` between folders) and
  /// its bytes, every file mode 0644, dated `date`. A longer path is left out.
  public static func make(_ files: [(path: String, bytes: [UInt8])], date: Date = Date()) -> [UInt8]
  {
    var archive: [UInt8] = []
    for (path, bytes) in files where path.utf8.count <= 100 {
      archive += header(path: path, size: bytes.count, date: date)
      archive += bytes
      archive += [UInt8](repeating: 0, count: (512 - bytes.count % 512) % 512)
    }
    return archive + [UInt8](repeating: 0, count: 1024)
  }

  private static func header(path: String, size: Int, date: Date) -> [UInt8] {
    var block = [UInt8](repeating: 0, count: 512)
    func put(_ text: String, at offset: Int) {
      for (index, byte) in text.utf8.enumerated() { block[offset + index] = byte }
    }
    func octal(_ value: Int, width: Int) -> String {
      let digits = String(value, radix: 8)
      return String(repeating: "0", count: max(0, width - 1 - digits.count)) + digits
    }
    put(path, at: 0)
    put(octal(0o644, width: 8), at: 100)
    put(octal(0, width: 8), at: 108)
    put(octal(0, width: 8), at: 116)
    put(octal(size, width: 12), at: 124)
    put(octal(max(0, Int(date.timeIntervalSince1970)), width: 12), at: 136)
    put("        ", at: 148)
    put("0", at: 156)
    put("ustar", at: 257)
    put("00", at: 263)
    let sum = block.reduce(0) { $0 + Int($1) }
    put(octal(sum, width: 7), at: 148)
    block[155] = 0x20
    return block
  }
}
