// swift-format-ignore: AlwaysUseLowerCamelCase
// The input rewriter calls this name.
/// `value` itself. A REPL input that assigns through a subscript or a property
/// (`menu[1] = 20`, `meal.rating += 1`) gets `; __tutorShown(menu)` on its line, so the
/// playground logs the variable it changed, as it logs one assigned whole.
@discardableResult public func __tutorShown<T>(_ value: T) -> T { value }
