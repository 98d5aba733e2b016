import LessonKit
import TutorSupport

/// The static rules' messages, in English and Chinese.
enum RuleText {
  /// The name of the test a broken rule reports as: `rule: force-unwrap (line 3)`.
  static func testName(_ rule: String, line: Int?, _ language: Language) -> String {
    Phrase(
      en: "rule: \(rule)" + (line.map { " (line \($0))" } ?? ""),
      zh: "规则：\(rule)" + (line.map { "（第 \($0) 行）" } ?? "")
    ).text(language)
  }

  static func forbidden(_ construct: String, _ language: Language) -> String {
    Phrase(
      en: "\(describe(construct, .en)) is not allowed in this exercise",
      zh: "这道练习不允许使用\(describe(construct, .zhHans))"
    ).text(language)
  }

  static func required(_ construct: String, _ language: Language) -> String {
    Phrase(
      en: "this exercise asks you to use \(describe(construct, .en))",
      zh: "这道练习要求你使用\(describe(construct, .zhHans))"
    ).text(language)
  }

  static func attribute(_ name: String, _ language: Language) -> String {
    Phrase(
      en: "`@\(name)` is not allowed in graded code",
      zh: "评分的代码里不允许使用 `@\(name)`"
    ).text(language)
  }

  /// `#sourceLocation`, `#warning` or `#error` refused.
  static func directive(_ name: String, _ language: Language) -> String {
    if name == "sourceLocation" {
      return Phrase(
        en: "`#sourceLocation` is not allowed in graded code: diagnostics must point at your file",
        zh: "评分的代码里不允许使用 `#sourceLocation`：诊断信息必须指向你自己的文件"
      ).text(language)
    }
    return Phrase(
      en: "`#\(name)` is not allowed in graded code: the compiler's messages must be its own",
      zh: "评分的代码里不允许使用 `#\(name)`：编译器的消息必须是它自己说的"
    ).text(language)
  }

  static func reservedName(_ name: String, _ language: Language) -> String {
    Phrase(
      en: "`\(name)` is a name the checks use; please rename your declaration",
      zh: "`\(name)` 是检查程序要用的名字；请给你的声明换个名字"
    ).text(language)
  }

  static func shadowed(_ name: String, _ language: Language) -> String {
    Phrase(
      en: "the checks use `\(name)` and expect the usual one; please rename yours",
      zh: "检查程序会用到 `\(name)`，而且需要的是原本的那个；请给你的换个名字"
    ).text(language)
  }

  static func operatorOutsideType(_ name: String, _ language: Language) -> String {
    Phrase(
      en: "`\(name)` may only be declared inside your own types (e.g. `static func ==`)",
      zh: "`\(name)` 只能声明在你自己的类型里（例如 `static func ==`）"
    ).text(language)
  }

  static func forbiddenAPI(_ api: String, _ language: Language) -> String {
    let name = api.split(separator: ".").last.map(String.init) ?? api
    return Phrase(
      en: "this exercise asks you to write your own `\(name)`; `\(api)` may not be used here",
      zh: "这道练习要求你自己写 `\(name)`；这里不能使用 `\(api)`"
    ).text(language)
  }

  /// How a construct is named in a sentence.
  static func describe(_ rule: String, _ language: Language) -> String {
    let english: String
    let chinese: String
    switch rule {
    case "force-unwrap": (english, chinese) = ("force unwrapping with `!`", "用 `!` 强制解包")
    case "force-try": (english, chinese) = ("`try!`", " `try!`")
    case "force-cast": (english, chinese) = ("`as!`", " `as!`")
    case "implicitly-unwrapped":
      (english, chinese) = ("an implicitly unwrapped optional (`Type!`)", "隐式解包可选类型（`Type!`）")
    case "if-let": (english, chinese) = ("`if let`", " `if let`")
    case "guard-let": (english, chinese) = ("`guard let`", " `guard let`")
    case "init?": (english, chinese) = ("a failable initializer (`init?`)", "可失败构造器（`init?`）")
    case "do-catch": (english, chinese) = ("`do`/`catch`", " `do`/`catch`")
    case "for-in": (english, chinese) = ("a `for`-`in` loop", " `for`-`in` 循环")
    case "generic": (english, chinese) = ("a generic parameter (`<T>`)", "泛型参数（`<T>`）")
    default: (english, chinese) = ("`\(rule)`", " `\(rule)`")
    }
    return Phrase(en: english, zh: chinese).text(language)
  }
}
