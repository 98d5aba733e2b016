import MealKit
import TutorChecks

/// MealKit's own initializer: the one that is right.
private func real(_ name: String, _ photo: MealKit.Photo?, _ rating: Int) -> MealKit.Meal? {
  MealKit.Meal(name: name, photo: photo, rating: rating)
}

/// What a buggy initializer gives for input it should have refused: some meal, not nil.
/// (MealKit itself refuses bad input, so the stand-in is made from clamped values.)
private func unchecked(_ name: String, _ rating: Int) -> MealKit.Meal? {
  MealKit.Meal(name: name.isEmpty ? "(empty)" : name, rating: min(max(rating, 0), 5))
}

/// What the student's test answers for `makeMeal`, observed under "given <what>" (`chinese`
/// says it in Chinese).
private func verdict(
  _ what: String, zh chinese: String,
  _ makeMeal: (String, MealKit.Photo?, Int) -> MealKit.Meal?
) {
  observe(
    mealInitializationPasses(makeMeal), "mealInitializationPasses(\(what))",
    zh: "mealInitializationPasses(\(chinese))")
}

let checks = Checks {
  check(
    "MealKit's own Meal(name:photo:rating:) passes the test",
    zh: "MealKit 自己的 Meal(name:photo:rating:) 通过测试"
  ) {
    verdict("MealKit's Meal(name:photo:rating:)", zh: "MealKit 的 Meal(name:photo:rating:)", real)
  }
  check(
    "another correct initializer, written differently, passes too",
    zh: "另一种写法的正确构造器也通过测试"
  ) {
    verdict(
      "a correct initializer written with if/else", zh: "用 if/else 写的正确构造器"
    ) { name, photo, rating in
      if name.isEmpty { return nil }
      if rating < 0 { return nil }
      if rating > 5 { return nil }
      return MealKit.Meal(name: name, photo: photo, rating: rating)
    }
  }
  check(
    "an initializer that accepts an empty name fails the test",
    zh: "接受空名字的构造器不能通过测试"
  ) {
    verdict("an initializer that accepts \"\"", zh: "接受 \"\" 的构造器") { name, _, rating in
      (0...5).contains(rating) ? unchecked(name, rating) : nil
    }
  }
  check(
    "the tutorial's old bug, accepting a rating of 6, fails the test",
    zh: "教程里的老问题——接受评分 6——不能通过测试"
  ) {
    verdict(
      "an initializer that only rejects negative ratings", zh: "只拒绝负评分的构造器"
    ) { name, _, rating in
      !name.isEmpty && rating >= 0 ? unchecked(name, rating) : nil
    }
  }
  check(
    "an initializer that accepts a negative rating fails the test",
    zh: "接受负评分的构造器不能通过测试"
  ) {
    verdict("an initializer that accepts -1", zh: "接受 -1 的构造器") { name, _, rating in
      !name.isEmpty && rating <= 5 ? unchecked(name, rating) : nil
    }
  }
  check(
    "an initializer that rejects a rating of 0 fails the test",
    zh: "拒绝评分 0 的构造器不能通过测试"
  ) {
    verdict(
      "an initializer that needs at least 1 star", zh: "至少要 1 颗星的构造器"
    ) { name, photo, rating in
      rating == 0 ? nil : real(name, photo, rating)
    }
  }
  check(
    "an initializer that rejects a rating of 5 fails the test",
    zh: "拒绝评分 5 的构造器不能通过测试"
  ) {
    verdict(
      "an initializer that allows at most 4 stars", zh: "最多只允许 4 颗星的构造器"
    ) { name, photo, rating in
      rating == 5 ? nil : real(name, photo, rating)
    }
  }
  check(
    "an initializer that always fails, fails the test", zh: "总是返回 nil 的构造器不能通过测试"
  ) {
    verdict("an initializer that always returns nil", zh: "总是返回 nil 的构造器") { _, _, _ in nil }
  }
  check(
    "an initializer that loses the name or the rating fails the test",
    zh: "丢失名字或评分的构造器不能通过测试"
  ) {
    verdict(
      "an initializer that stores every name as \"Meal\"", zh: "把每个名字都存成 \"Meal\" 的构造器"
    ) { name, photo, rating in
      name.isEmpty ? nil : real("Meal", photo, rating)
    }
    verdict(
      "an initializer that stores every rating as 3", zh: "把每个评分都存成 3 的构造器"
    ) { name, photo, rating in
      (0...5).contains(rating) ? real(name, photo, 3) : nil
    }
  }
  check("the test gives the same answer every time", zh: "测试每次给出相同的答案") {
    for round in 1...3 {
      verdict(
        "MealKit's Meal(name:photo:rating:), round \(round)",
        zh: "MealKit 的 Meal(name:photo:rating:)，第 \(round) 轮", real)
    }
  }
  check(
    "random initializers with a bug in their rating range or name rule",
    zh: "随机生成的构造器：评分范围或名字规则可能有错"
  ) {
    for _ in 0..<20 {
      let lowest = Draw.int(in: -2...1)
      let highest = Draw.int(in: 4...7)
      let acceptsEmpty = Draw.int(in: 0...3) == 0
      let what =
        "an initializer accepting ratings \(lowest)...\(highest)"
        + (acceptsEmpty ? " and empty names" : "")
      let chinese =
        "接受评分 \(lowest)...\(highest)" + (acceptsEmpty ? " 和空名字" : " ") + "的构造器"
      verdict(what, zh: chinese) { name, _, rating in
        guard (lowest...highest).contains(rating), acceptsEmpty || !name.isEmpty else {
          return nil
        }
        return unchecked(name, rating)
      }
    }
  }
}
