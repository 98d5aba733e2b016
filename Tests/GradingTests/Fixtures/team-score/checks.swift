import TutorChecks

let checks = Checks {
  check("a score above 50 earns 3 points", zh: "超过 50 分得 3 分") {
    observe(teamScore([51]), "teamScore([51])")
  }
  check("a score of exactly 50 earns 1 point", zh: "正好 50 分得 1 分") {
    observe(teamScore([50]), "teamScore([50])")
  }
  check("the example adds up to 11", zh: "例子合计 11 分") {
    observe(teamScore([75, 43, 103, 87, 12]), "teamScore([75, 43, 103, 87, 12])")
  }
  check("random arrays", zh: "随机数组", task: 2) {
    for _ in 0..<20 {
      let scores = Draw.array(count: 0...8) { Draw.int(in: 0...120) }
      observe(teamScore(scores), "teamScore(\(scores))")
    }
  }
}
