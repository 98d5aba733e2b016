var spins = 0
while true { spins &+= 1 }
func teamScore(_ scores: [Int]) -> Int { 0 }
