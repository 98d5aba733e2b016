import MealKit
import TutorChecks

let checks = Checks {
  check("largest of some Ints", zh: "一些 Int 中的最大值") {
    for items in [[3, 9, 4], [12], [1, 2, 3, 4], [4, 3, 2, 1], [5, 8, 8, 2]] {
      observe(largest(items), "largest(\(items))")
    }
  }
  check("largest of negative Ints is not 0", zh: "负数 Int 的最大值不是 0") {
    observe(largest([-5, -2, -9]), "largest([-5, -2, -9])")
    observe(largest([Int.min, -1]), "largest([Int.min, -1])")
  }
  check("largest of an empty array is nil", zh: "空数组的最大值是 nil") {
    observe(largest([Int]()), "largest([Int]())")
    observe(largest([String]()), "largest([String]())")
  }
  check("largest of Strings and Doubles", zh: "String 和 Double 的最大值") {
    observe(largest(["pear", "apple", "plum"]), "largest([\"pear\", \"apple\", \"plum\"])")
    observe(largest(["b", "B", "a"]), "largest([\"b\", \"B\", \"a\"])")
    observe(largest([2.5, -1.0, 2.25]), "largest([2.5, -1.0, 2.25])")
    observe(largest([-2.5, -0.5]), "largest([-2.5, -0.5])")
  }
  check("positions of an Int that occurs several times", zh: "出现多次的 Int 的位置") {
    observe(positions(of: 7, in: [7, 1, 7, 7]), "positions(of: 7, in: [7, 1, 7, 7])")
    observe(positions(of: 1, in: [7, 1, 7, 7]), "positions(of: 1, in: [7, 1, 7, 7])")
  }
  check("positions of something missing is []", zh: "不存在的元素的位置是 []") {
    observe(positions(of: 5, in: [7, 1, 7]), "positions(of: 5, in: [7, 1, 7])")
    observe(positions(of: 5, in: []), "positions(of: 5, in: [])")
  }
  check("positions works with Strings, case-sensitively", zh: "positions 适用于 String，区分大小写") {
    let words = ["tea", "Tea", "coffee", "tea"]
    observe(positions(of: "tea", in: words), "positions(of: \"tea\", in: \(show(words)))")
    observe(positions(of: "Tea", in: words), "positions(of: \"Tea\", in: \(show(words)))")
  }
  check("positions works with MealKit's Meal", zh: "positions 适用于 MealKit 的 Meal") {
    let meals = MealKit.Meal.samples + MealKit.Meal.samples.reversed()
    for (index, meal) in MealKit.Meal.samples.enumerated() {
      observe(
        positions(of: meal, in: meals),
        "positions(of: Meal.samples[\(index)], in: Meal.samples + Meal.samples.reversed())")
    }
    observe(
      largest(MealKit.Meal.samples.map(\.rating)), "largest(Meal.samples.map(\\.rating))")
  }
  check("random arrays", zh: "随机数组") {
    for _ in 0..<30 {
      let numbers = Draw.array(count: 0...8) { Draw.int(in: -9...9) }
      observe(largest(numbers), "largest(\(numbers.isEmpty ? "[Int]()" : "\(numbers)"))")
      let target = Draw.int(in: -3...3)
      observe(positions(of: target, in: numbers), "positions(of: \(target), in: \(numbers))")
      let words = Draw.array(count: 0...5) { Draw.string(length: 1...2, from: "abAB") }
      observe(largest(words), "largest(\(words.isEmpty ? "[String]()" : show(words)))")
      observe(positions(of: "a", in: words), "positions(of: \"a\", in: \(show(words)))")
    }
  }
}
