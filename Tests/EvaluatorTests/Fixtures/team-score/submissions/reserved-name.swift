func expectEqual<T>(_ a: T, _ b: T, _ what: String = "") {}
func teamScore(_ scores: [Int]) -> Int { 0 }
