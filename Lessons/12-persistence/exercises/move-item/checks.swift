import MealKit
import TutorChecks

let checks = Checks {
  check(
    "moving forward: [a, b, c, d] from 0 to 2 gives [b, c, a, d]",
    zh: "向后移动：[a, b, c, d] 从 0 移到 2 得到 [b, c, a, d]"
  ) {
    observeMove(["a", "b", "c", "d"], from: 0, to: 2)
  }
  check(
    "moving backward: [a, b, c, d] from 3 to 0 gives [d, a, b, c]",
    zh: "向前移动：[a, b, c, d] 从 3 移到 0 得到 [d, a, b, c]"
  ) {
    observeMove(["a", "b", "c", "d"], from: 3, to: 0)
  }
  check(
    "moving an item onto its own place changes nothing and returns true",
    zh: "把元素移到原位不改变任何东西，并返回 true"
  ) {
    observeMove([10, 20, 30], from: 1, to: 1)
  }
  check("an index equal to count is rejected", zh: "等于 count 的索引被拒绝") {
    observeMove(["a", "b", "c", "d"], from: 1, to: 4)
    observeMove(["a", "b", "c", "d"], from: 4, to: 1)
  }
  check("negative indices are rejected", zh: "负索引被拒绝") {
    observeMove([1, 2], from: -1, to: 0)
    observeMove([1, 2], from: 0, to: -1)
  }
  check("nothing moves in an empty array", zh: "空数组里没有东西可以移动") {
    observeMove([Int](), from: 0, to: 0)
  }
  check(
    "every move in a list of meals matches MealStore.move(from:to:)",
    zh: "菜品列表中的每一次移动都与 MealStore.move(from:to:) 一致"
  ) {
    let menu = MealKit.Meal.samples + [meal("Toast", 1), meal("Soup", 2)]
    for count in 0...menu.count {
      let meals = Array(menu.prefix(count))
      for source in -1...count {
        for destination in -1...count {
          var items = meals
          let moved = moveItem(&items, from: source, to: destination)
          let counted = count == 1 ? "1 meal" : "\(count) meals"
          let what = "moveItem(&meals, from: \(source), to: \(destination)) on \(counted)"
          let chinese = "对 \(count) 道菜品执行 moveItem(&meals, from: \(source), to: \(destination))"
          observe(moved, what, zh: chinese)
          observe(items.map(\.name), "the meals' names after \(what)", zh: "\(chinese) 之后菜品的名字")
        }
      }
    }
  }
  check("random moves", zh: "随机移动") {
    var items = Array(1...6)
    for _ in 0..<40 {
      let source = Draw.int(in: -2...7)
      let destination = Draw.int(in: -2...7)
      let before = items
      observe(
        moveItem(&items, from: source, to: destination),
        "moveItem(&items, from: \(source), to: \(destination)) with items = \(before)",
        zh: "moveItem(&items, from: \(source), to: \(destination))，其中 items = \(before)")
      observe(
        items, "items after moving from \(source) to \(destination) in \(before)",
        zh: "在 \(before) 中从 \(source) 移到 \(destination) 之后的 items")
    }
  }
}

/// Moves in a copy of `items` and observes the result and the array afterwards.
private func observeMove<T: ProbeValue>(_ items: [T], from source: Int, to destination: Int) {
  var copy = items
  let call = "moveItem(&items, from: \(source), to: \(destination)) with items = \(items)"
  let move = "moveItem(&items, from: \(source), to: \(destination))"
  observe(
    moveItem(&copy, from: source, to: destination), call, zh: "\(move)，其中 items = \(items)")
  observe(copy, "items after \(call)", zh: "items = \(items) 时执行 \(move) 之后的 items")
}

private func meal(_ name: String, _ rating: Int) -> MealKit.Meal {
  // Every name used here is non-empty and every rating in 0...5, so the init succeeds.
  MealKit.Meal(name: name, photo: nil, rating: rating) ?? MealKit.Meal.samples[0]
}
