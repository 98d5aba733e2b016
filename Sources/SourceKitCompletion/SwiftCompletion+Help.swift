import Foundation

extension SwiftCompletion {
  /// The declaration and documentation comment of `name` (`Meal`, `Meal.init`, `s.count`) as
  /// the session sees it, in Markdown; nil when the server does not know it by `deadline`.
  public func documentation(of name: String, kept: [String], deadline: Duration) -> String? {
    let typed = name.trimmingCharacters(in: .whitespaces)
    let lastWord = typed.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }.count
    guard lastWord > 0 else { return nil }
    // The cursor on the last name's first character: that is what hover describes.
    let beforeCursor = String(typed.dropLast(lastWord))
    let start = ContinuousClock.now
    if let found = documentation(
      kept: kept, typed: typed, beforeCursor: beforeCursor, deadline: deadline)
    {
      // `name.uppercased` named a property of the same name (Foundation's), not the method a
      // learner calls: a member read as a call, when that is a method, is the one meant.
      guard typed.contains("."), Self.declaresProperty(found),
        let called = documentation(
          kept: kept, typed: typed + "()", beforeCursor: beforeCursor,
          deadline: deadline - (ContinuousClock.now - start)),
        !Self.declaresProperty(called)
      else { return found }
      return called
    }
    // `String.count`: an instance member named through its type, asked about on a value.
    let parts = typed.split(separator: ".")
    guard parts.count == 2, let type = parts.first, type.first?.isUppercase == true,
      type.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
    else { return nil }
    let probe = "func __tutorDocumentation(_ value: \(type)) { _ = value."
    return documentation(
      kept: kept, typed: probe + parts[1] + " }", beforeCursor: probe,
      deadline: deadline - (ContinuousClock.now - start))
  }

  /// Whether hover's Markdown `text` declares a property (its first code line is a `var` or a
  /// `let`, after any attributes).
  static func declaresProperty(_ text: String) -> Bool {
    let code = text.split(separator: "\n").first { line in
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      return !trimmed.isEmpty && !trimmed.hasPrefix("```")
    }
    let words = (code ?? "").split(separator: " ").drop { $0.hasPrefix("@") }
    return ["var", "let"].contains(words.first ?? "")
  }

  /// The declaration and documentation comment of the name at the cursor of `typed` (the
  /// cursor after `beforeCursor`, on the name's first character), after the session's `kept`
  /// inputs, in Markdown; nil when there is none or the server cannot answer by `deadline`.
  public func documentation(
    kept: [String], typed: String, beforeCursor: String, deadline: Duration
  ) -> String? {
    guard
      let answer = ask(
        "textDocument/hover", kept: kept, typed: typed, beforeCursor: beforeCursor,
        deadline: deadline),
      let object = try? JSONSerialization.jsonObject(with: answer) as? [String: Any]
    else { return nil }
    let contents = object["contents"]
    let text =
      (contents as? [String: Any])?["value"] as? String ?? (contents as? String)
      ?? ((contents as? [[String: Any]])?.compactMap { $0["value"] as? String }.joined(
        separator: "\n\n"))
    guard let text, !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
      return nil
    }
    return text
  }
}

extension SwiftCompletion {
  /// Waits until the server started by ``warmUp()`` is up, at most `deadline`; false when it
  /// is not (missing, failed, or still starting).
  public func ready(within deadline: Duration) -> Bool {
    warmUp()
    let end = ContinuousClock.now + deadline
    while ContinuousClock.now < end {
      if isUp { return true }
      Thread.sleep(forTimeInterval: 0.05)
    }
    return isUp
  }
}
