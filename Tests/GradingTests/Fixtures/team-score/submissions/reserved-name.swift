func observe<T>(_ value: T, _ what: String) {}
func teamScore(_ scores: [Int]) -> Int { 0 }
