indirect enum ArithmeticExpression {
  case number(Int)
  case addition(ArithmeticExpression, ArithmeticExpression)
  case multiplication(ArithmeticExpression, ArithmeticExpression)
}
let five = ArithmeticExpression.number(5)
let four = ArithmeticExpression.number(4)
let sum = ArithmeticExpression.addition(five, four)
let product = ArithmeticExpression.multiplication(sum, .number(2))
func evaluate(_ expression: ArithmeticExpression) -> Int {
  switch expression {
  case let .number(value):
    return value
  case let .addition(left, right):
    return evaluate(left) + evaluate(right)
  case let .multiplication(left, right):
    return evaluate(left) * evaluate(right)
  }
}
print(evaluate(product))
enum Tree<T> {
  case leaf
  indirect case node(Tree<T>, T, Tree<T>)
}
let tree = Tree.node(.leaf, 3, .node(.leaf, 4, .leaf))
func count<T>(_ t: Tree<T>) -> Int {
  if case let .node(l, _, r) = t { return 1 + count(l) + count(r) }
  return 0
}
print(count(tree))
