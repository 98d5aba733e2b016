import MealKit
import TutorChecks

let checks = Checks {
  check("a new stack is empty") {
    let stack = Stack<Int>()
    try expectEqual(stack.count, 0, "Stack<Int>().count")
    try expectTrue(stack.isEmpty, "Stack<Int>().isEmpty should be true")
    try expectNil(stack.top, "Stack<Int>().top")
  }
  check("push puts elements on top and counts them") {
    var stack = Stack<String>()
    stack.push("soup")
    stack.push("salad")
    try expectEqual(stack.top, "salad", "top after pushing \"soup\", \"salad\"")
    try expectEqual(stack.count, 2, "count after two pushes")
    try expectFalse(stack.isEmpty, "isEmpty should be false after two pushes")
  }
  check("pop returns elements last in, first out") {
    var stack = Stack<Int>()
    for number in [1, 2, 3] { stack.push(number) }
    let popped = [stack.pop(), stack.pop(), stack.pop()]
    try expectEqual(popped, [3, 2, 1], "three pops after pushing 1, 2, 3")
    try expectTrue(stack.isEmpty, "the stack should be empty after popping everything")
  }
  check("pop on an empty stack returns nil") {
    var stack = Stack<Int>()
    try expectNil(stack.pop(), "pop() on an empty stack")
    stack.push(4)
    _ = stack.pop()
    try expectNil(stack.pop(), "pop() after the only element was popped")
    try expectEqual(stack.count, 0, "count after popping an empty stack")
  }
  check("top does not remove the element") {
    var stack = Stack([5, 6])
    _ = stack.top
    _ = stack.top
    try expectEqual(stack.count, 2, "count after reading top twice")
    try expectEqual(stack.pop(), 6, "pop() after reading top")
  }
  check("init(_:) puts the last array element on top") {
    var stack = Stack(["a", "b", "c"])
    try expectEqual(stack.count, 3, "Stack([\"a\", \"b\", \"c\"]).count")
    try expectEqual(stack.top, "c", "Stack([\"a\", \"b\", \"c\"]).top")
    try expectEqual(
      [stack.pop(), stack.pop(), stack.pop()], ["c", "b", "a"], "popping it three times")
  }
  check("a stack of meals; copies are independent") {
    var stack = Stack(MealKit.Meal.samples)
    let copy = stack
    try expectEqual(stack.pop()?.name, "Pasta with Meatballs", "pop() on Stack(Meal.samples)")
    try expectEqual(copy.count, 3, "count of a copy made before popping")
    try expectEqual(stack.count, 2, "count after popping")
  }
  check("contains(_:) for Equatable elements") {
    let stack = Stack([3, 1, 4, 1, 5])
    try expectTrue(stack.contains(4), "Stack([3, 1, 4, 1, 5]).contains(4) should be true")
    try expectFalse(stack.contains(9), "Stack([3, 1, 4, 1, 5]).contains(9) should be false")
    try expectTrue(
      Stack(MealKit.Meal.samples).contains(MealKit.Meal.samples[0]),
      "a stack of the sample meals should contain Caprese Salad")
    try expectFalse(Stack<Int>().contains(0), "an empty stack should contain nothing")
  }
  check("a stack of a type that is not Equatable still works") {
    var stack = Stack<ChecksTicket>()
    stack.push(ChecksTicket(number: 1))
    stack.push(ChecksTicket(number: 2))
    try expectEqual(stack.pop()?.number, 2, "pop() on a stack of tickets 1, 2")
    try expectEqual(stack.top?.number, 1, "top after that pop")
  }
}

/// An element type without `Equatable`.
private struct ChecksTicket {
  let number: Int
}
