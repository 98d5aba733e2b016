import TutorChecks

let checks = Checks {
  check("a score above 50 earns 3 points") {
    try expectEqual(teamScore([51]), 3, "teamScore([51])")
  }
  check("a score of exactly 50 earns 1 point") {
    try expectEqual(teamScore([50]), 1, "teamScore([50])")
  }
  check("the example adds up to 11") {
    try expectEqual(teamScore([75, 43, 103, 87, 12]), 11, "teamScore([75, 43, 103, 87, 12])")
  }
}
