func teamscore(_ scores: [Int]) -> Int { 0 }
