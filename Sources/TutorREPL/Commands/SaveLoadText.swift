import LessonKit
import TutorSupport

/// The sentences of `:save` and `:load`, in both languages.
enum SaveLoadText {
  static func saveUsage(_ language: Language) -> String {
    language == .zhHans
      ? "用法：:save 文件名 —— 把本次会话接受的输入写成一个 Swift 文件。"
      : "Usage: :save FILE — writes the inputs of this session to a Swift file."
  }

  static func loadUsage(_ language: Language) -> String {
    language == .zhHans
      ? "用法：:load 文件名 —— 把文件里的代码逐段输入本次会话。"
      : "Usage: :load FILE — runs a Swift file's inputs one by one in this session."
  }

  static func nothingToSave(_ language: Language) -> String {
    language == .zhHans
      ? "会话里还没有被接受的输入，没有写任何文件。" : "Nothing to save yet: no input of this session was kept."
  }

  static func saved(_ count: Int, _ path: String, _ language: Language) -> String {
    language == .zhHans
      ? "已把 \(count) 段输入保存到 \(path)。"
      : "Saved \(count) \(count == 1 ? "input" : "inputs") to \(path)."
  }

  static func notSaved(_ path: String, _ reason: String, _ language: Language) -> String {
    language == .zhHans ? "无法保存到 \(path)：\(reason)" : "Could not save to \(path): \(reason)"
  }

  static func notLoaded(_ path: String, _ reason: String, _ language: Language) -> String {
    language == .zhHans ? "无法读取 \(path)：\(reason)" : "Could not read \(path): \(reason)"
  }

  static func loaded(_ count: Int, _ path: String, _ language: Language) -> String {
    language == .zhHans
      ? "已从 \(path) 运行了 \(count) 段输入。"
      : "Ran \(count) \(count == 1 ? "input" : "inputs") from \(path)."
  }

  static func stopped(_ path: String, _ line: Int, _ done: Int, _ language: Language) -> String {
    language == .zhHans
      ? "在 \(path):\(line) 停止加载：这段输入没有被保留（之前的 \(done) 段已运行）。"
      : "Stopped loading at \(path):\(line): that input was not kept (\(done) before it ran)."
  }
}
