import MealKit
import TutorChecks

let checks = Checks {
  check("a new stack is empty", zh: "新建的栈是空的") {
    let stack = Stack<Int>()
    observe(stack.count, "Stack<Int>().count")
    observe(stack.isEmpty, "Stack<Int>().isEmpty")
    observe(stack.top, "Stack<Int>().top")
  }
  check("push puts elements on top and counts them", zh: "push 把元素放到栈顶并计数") {
    var stack = Stack<String>()
    stack.push("soup")
    stack.push("salad")
    observe(
      stack.top, "top after pushing \"soup\", \"salad\"",
      zh: "依次 push \"soup\"、\"salad\" 之后的 top")
    observe(
      stack.count, "count after pushing \"soup\", \"salad\"",
      zh: "依次 push \"soup\"、\"salad\" 之后的 count")
    observe(
      stack.isEmpty, "isEmpty after pushing \"soup\", \"salad\"",
      zh: "依次 push \"soup\"、\"salad\" 之后的 isEmpty")
  }
  check("pop returns elements last in, first out", zh: "pop 按后进先出的顺序返回元素") {
    var stack = Stack<Int>()
    for number in [1, 2, 3] { stack.push(number) }
    let popped = [stack.pop(), stack.pop(), stack.pop()]
    observe(popped, "three pops after pushing 1, 2, 3", zh: "依次 push 1、2、3 之后 pop 三次的结果")
    observe(stack.isEmpty, "isEmpty after popping everything", zh: "全部 pop 出来之后的 isEmpty")
  }
  check("pop on an empty stack returns nil", zh: "对空栈 pop 返回 nil") {
    var stack = Stack<Int>()
    observe(stack.pop(), "var stack = Stack<Int>(); stack.pop()")
    stack.push(4)
    observe(stack.pop(), "push(4), then pop()", zh: "push(4)，然后 pop()")
    observe(stack.pop(), "then pop() again", zh: "再 pop() 一次")
    observe(stack.count, "then count", zh: "此时的 count")
    observe(stack.isEmpty, "then isEmpty", zh: "此时的 isEmpty")
  }
  check("top does not remove the element", zh: "读取 top 不会移除元素") {
    var stack = Stack([5, 6])
    observe(stack.top, "Stack([5, 6]).top")
    observe(stack.top, "Stack([5, 6]).top again", zh: "再读一次 Stack([5, 6]).top")
    observe(stack.count, "count after reading top twice", zh: "读取两次 top 之后的 count")
    observe(stack.pop(), "pop() after reading top", zh: "读取 top 之后再 pop()")
  }
  check("init(_:) puts the last array element on top", zh: "init(_:) 把数组的最后一个元素放在栈顶") {
    var stack = Stack(["a", "b", "c"])
    observe(stack.count, "Stack([\"a\", \"b\", \"c\"]).count")
    observe(stack.top, "Stack([\"a\", \"b\", \"c\"]).top")
    observe([stack.pop(), stack.pop(), stack.pop()], "popping it three times", zh: "对它 pop 三次")
    observe(stack.pop(), "and a fourth time", zh: "再 pop 第四次")
  }
  check("a stack of meals; copies are independent", zh: "菜品栈；副本相互独立") {
    var stack = Stack(MealKit.Meal.samples)
    let copy = stack
    observe(stack.pop()?.name, "var stack = Stack(Meal.samples); stack.pop()?.name")
    observe(copy.count, "count of a copy made before popping", zh: "pop 之前复制出的副本的 count")
    observe(copy.top?.name, "top?.name of that copy", zh: "这个副本的 top?.name")
    observe(stack.count, "count after popping", zh: "pop 之后的 count")
  }
  check("contains(_:) for Equatable elements", zh: "元素遵循 Equatable 时的 contains(_:)") {
    let stack = Stack([3, 1, 4, 1, 5])
    for number in [4, 9, 3, 5] {
      observe(stack.contains(number), "Stack([3, 1, 4, 1, 5]).contains(\(number))")
    }
    observe(
      Stack(MealKit.Meal.samples).contains(MealKit.Meal.samples[0]),
      "Stack(Meal.samples).contains(Meal.samples[0])")
    observe(Stack<Int>().contains(0), "Stack<Int>().contains(0)")
  }
  check(
    "a stack of a type that is not Equatable still works",
    zh: "元素类型不遵循 Equatable 时栈仍然可用"
  ) {
    var stack = Stack<ChecksTicket>()
    stack.push(ChecksTicket(number: 1))
    stack.push(ChecksTicket(number: 2))
    observe(
      stack.pop()?.number, "pop()?.number on a stack of tickets 1, 2",
      zh: "对放有 1 号、2 号票的栈执行 pop()?.number")
    observe(stack.top?.number, "top?.number after that pop", zh: "这次 pop 之后的 top?.number")
    observe(stack.count, "count after that pop", zh: "这次 pop 之后的 count")
  }
  check("random pushes and pops", zh: "随机的 push 和 pop") {
    for _ in 0..<5 {
      let start = Draw.array(count: 0...4) { Draw.int(in: 0...9) }
      var stack = Stack(start)
      var steps = "Stack(\(start))"
      for _ in 0..<10 {
        if Draw.bool() {
          let number = Draw.int(in: 0...9)
          stack.push(number)
          steps += ", push(\(number))"
        } else {
          observe(stack.pop(), "\(steps), pop()")
          steps += ", pop()"
        }
        observe(stack.top, "\(steps): top")
        observe(stack.count, "\(steps): count")
        let probe = Draw.int(in: 0...9)
        observe(stack.contains(probe), "\(steps): contains(\(probe))")
      }
    }
  }
}

/// An element type without `Equatable`.
private struct ChecksTicket {
  let number: Int
}
