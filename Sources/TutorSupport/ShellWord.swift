import Foundation

/// A word of a command printed for someone to paste into a shell.
public enum ShellWord {
  /// `word` as a shell reads it back: as it is when plain, else in single quotes.
  public static func quoted(_ word: String) -> String {
    let plain = word.allSatisfy {
      $0.isASCII && ($0.isLetter || $0.isNumber || "/._-+=:,@".contains($0))
    }
    return plain && !word.isEmpty
      ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
