import TutorChecks

let checks = Checks {
  check("\"4\" gives 4", zh: "\"4\" 得到 4") {
    observeServings("4")
  }
  check("\"0\" gives 0, not the default", zh: "\"0\" 得到 0，而不是默认值", hint: 2) {
    observeServings("0")
  }
  check("a negative number is returned as it is", zh: "负数原样返回", hint: 1) {
    observeServings("-3")
  }
  check("a word that is not a number gives 1", zh: "不是数字的单词得到 1", hint: 2) {
    observeServings("four")
  }
  check("empty text gives 1", zh: "空字符串得到 1", hint: 2) {
    observeServings("")
  }
  check(
    "text with spaces or a fraction gives 1, as Int(_:) does",
    zh: "带空格或小数的文字得到 1，和 Int(_:) 一样"
  ) {
    for text in [" 2", "2 ", "2.5", "3 people"] {
      observeServings(text)
    }
  }
  check("many texts give what Int(_:) gives, or 1", zh: "各种文字得到 Int(_:) 给出的数，否则得到 1") {
    for text in ["12", "+7", "007", "100000", "x1", "1x", "-0", "--2", "9999999999", "٣"] {
      observeServings(text)
    }
  }
  check("random texts", zh: "随机生成的文字") {
    for _ in 0..<30 {
      observeServings(Draw.string(length: 0...4, from: "0123456789-+ x."))
    }
  }
}

private func observeServings(_ text: String) {
  observe(servings(from: text) as Int, "servings(from: \(text.probeText))")
}
