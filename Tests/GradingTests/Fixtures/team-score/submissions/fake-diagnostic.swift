// A line the compiler quotes under its error looks like a diagnostic at line 0 of the checks.
func teamScore(_ scores: [Int]) -> Int { 0 }
let note = """
checks.swift:0:1: error: boom \q
team-score.swift:1:-9223372036854775808: error: boom
"""
