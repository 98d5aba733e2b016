/// Formats values the way a playground's results sidebar and check messages
/// show them: strings quoted, optionals as their value or `nil`, enum cases
/// with a leading dot, and class instances without a description of their own
/// as `Type(property: value, …)` through `Mirror`, inherited properties first.
public enum ValueFormatter {
  /// The text of `value`.
  public static func describe(_ value: Any) -> String {
    show(value, depth: 0)
  }

  /// `value` as the sidebar writes a value without a description of its own, with only the
  /// stored properties `names` (its own and its superclasses'), in that order:
  /// `Meal(name: "Soup", photo: nil, rating: 4)`; a missing one is `<missing>`. An optional is
  /// its value, or `nil`.
  public static func describe(_ value: Any, fields names: [String]) -> String {
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional {
      guard let wrapped = mirror.children.first?.value else { return "nil" }
      return describe(wrapped, fields: names)
    }
    var properties: [String: Any] = [:]
    for child in allChildren(mirror) {
      if let label = child.label, properties[label] == nil { properties[label] = child.value }
    }
    let parts = names.map { name in
      "\(name): " + (properties[name].map { show($0, depth: 0) } ?? "<missing>")
    }
    return "\(typeName(of: value))(\(parts.joined(separator: ", ")))"
  }

  /// The type's name without its module prefix.
  public static func typeName(of value: Any) -> String {
    String(describing: type(of: value))
  }
}

func show(_ value: Any, depth: Int) -> String {
  let mirror = Mirror(reflecting: value)
  switch mirror.displayStyle {
  case .optional:
    guard let wrapped = mirror.children.first?.value else { return "nil" }
    return show(wrapped, depth: depth)
  case .tuple:
    let fields = mirror.children.map { child -> String in
      let text = show(child.value, depth: depth + 1)
      guard let label = child.label, !label.hasPrefix(".") else { return text }
      return "\(label): \(text)"
    }
    return "(\(fields.joined(separator: ", ")))"
  case .collection, .set:
    let items = mirror.children.map { show($0.value, depth: depth + 1) }
    return "[" + items.joined(separator: ", ") + "]"
  case .dictionary:
    let pairs = mirror.children.map { child -> String in
      let pair = Array(Mirror(reflecting: child.value).children)
      guard pair.count == 2 else { return show(child.value, depth: depth + 1) }
      return "\(show(pair[0].value, depth: depth + 1)): \(show(pair[1].value, depth: depth + 1))"
    }
    return pairs.isEmpty ? "[:]" : "[" + pairs.joined(separator: ", ") + "]"
  case .enum:
    if value is CustomStringConvertible { return String(describing: value) }
    return "." + String(describing: value)
  case .class:
    if hasOwnDescription(value) { return String(describing: value) }
    return fields(of: value, mirror: mirror, depth: depth)
  case .struct:
    if value is String || value is Character { return String(reflecting: value) }
    if value is CustomStringConvertible { return String(describing: value) }
    return fields(of: value, mirror: mirror, depth: depth)
  default:
    if value is String || value is Substring || value is Character {
      return String(reflecting: value)
    }
    return String(describing: value)
  }
}

private func fields(of value: Any, mirror: Mirror, depth: Int) -> String {
  guard depth < 3 else { return ValueFormatter.typeName(of: value) }
  let fields = allChildren(mirror).map {
    "\($0.label ?? "_"): \(show($0.value, depth: depth + 1))"
  }
  return "\(ValueFormatter.typeName(of: value))(\(fields.joined(separator: ", ")))"
}

/// True for class instances whose type provides its own `description`
/// (a class without one prints as `Module.Type`).
private func hasOwnDescription(_ value: Any) -> Bool {
  String(describing: value) != String(reflecting: type(of: value))
}

private func allChildren(_ mirror: Mirror) -> [Mirror.Child] {
  var chain: [Mirror] = [mirror]
  while let parent = chain.last?.superclassMirror { chain.append(parent) }
  // An actor's hidden `$defaultActor` storage is runtime state, not a property of the value.
  return chain.reversed().flatMap { Array($0.children) }.filter { $0.label != "$defaultActor" }
}
