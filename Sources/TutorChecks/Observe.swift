import PlaygroundRuntime

/// Observes `value`, the result of calling the student's code, under the description `what`
/// (the call, as the student should read it: `"teamScore([51])"`); `zh` says it for a Chinese
/// reader when `what` has words besides code (`"bestMeal(评分为 [] 的菜品)?.name"`).
///
/// The observation's text comes from the static type `T` (see ``ProbeValue``); a thrown
/// error is observed as `throws <error>`. The grader compares it with what the same probe
/// observed on the solution; `tolerance` (relative above 1) lets numbers differ a little.
public func observe<T: ProbeValue>(
  _ value: @autoclosure () throws -> T, _ what: @autoclosure () -> String,
  zh: @autoclosure () -> String? = nil, tolerance: Double? = nil
) {
  let text: String
  do {
    text = try value().probeText
  } catch {
    text = thrownText(error)
  }
  ProbeRun.record(what: what(), chinese: zh(), value: text, tolerance: tolerance)
}

/// Observes a pair, such as a tuple the student's function returns: `(a, b)`.
public func observe<A: ProbeValue, B: ProbeValue>(
  _ value: @autoclosure () throws -> (A, B), _ what: @autoclosure () -> String,
  zh: @autoclosure () -> String? = nil, tolerance: Double? = nil
) {
  let text: String
  do {
    let pair = try value()
    text = Pair(pair.0, pair.1).probeText
  } catch {
    text = thrownText(error)
  }
  ProbeRun.record(what: what(), chinese: zh(), value: text, tolerance: tolerance)
}

/// Observes what `body` prints (everything written to standard output while it runs),
/// followed by `throws <error>` if it throws.
public func observePrinted(
  _ what: @autoclosure () -> String, zh: @autoclosure () -> String? = nil,
  _ body: () throws -> Void
) {
  var thrown: String?
  let printed = OutputCapture.capture {
    do { try body() } catch { thrown = thrownText(error) }
  }
  let text = printed.probeText + (thrown.map { " then " + $0 } ?? "")
  ProbeRun.record(what: what(), chinese: zh(), value: text, tolerance: nil)
}

/// Observes the named stored properties of `value` (its own and its superclasses'), read through
/// `Mirror` and written as the prompt writes a value: `Meal(name: "Soup", photo: nil, rating: 4)`.
///
/// Use it for a type the student declares, whose static type the probe cannot name; a missing
/// property shows as `<missing>`.
public func observeFields(
  of value: Any?, _ names: [String], _ what: @autoclosure () -> String,
  zh: @autoclosure () -> String? = nil
) {
  let text = value.map { ValueFormatter.describe($0, fields: names) } ?? "nil"
  ProbeRun.record(what: what(), chinese: zh(), value: text, tolerance: nil)
}

/// The name of `value`'s dynamic type, without module prefixes (`Circle`, `Meal?`).
public func typeName(of value: Any) -> String {
  ValueFormatter.typeName(of: value)
}

/// `throws <error>`, the error written as Swift would, without the `main.` module prefix
/// the student's and the solution's types both carry.
func thrownText(_ error: any Error) -> String {
  "throws " + withoutMainPrefix(String(reflecting: error))
}

func withoutMainPrefix(_ text: String) -> String {
  var out = ""
  var previous: Character = " "
  var rest = Substring(text)
  while let first = rest.first {
    if rest.hasPrefix("main."), !(previous.isLetter || previous.isNumber || previous == "_") {
      rest = rest.dropFirst(5)
      continue
    }
    out.append(first)
    previous = first
    rest = rest.dropFirst()
  }
  return out
}
