// A right answer that writes what a crash writes to standard error — a `Fatal error` at
// another file's path, and frames lines (one hostile: too long, a path, huge numbers) — and
// ends normally: it passes, and the grader reads no file it names.
import Glibc

func forge() {
  let lines = [
    "/etc/shadow:1: Fatal error: Index out of range",
    "swift-tutor-crash-frames " + Array(repeating: "ffffffffffffffff", count: 200).joined(separator: " "),
    "swift-tutor-crash-frames /etc/shadow ../../checks.swift 0x10",
    "swift-tutor-crash-frames 1 2 3",
  ]
  for line in lines { fputs(line + "\n", stderr) }
}

forge()

func teamScore(_ scores: [Int]) -> Int {
  forge()
  return scores.reduce(0) { $0 + ($1 > 50 ? 3 : 1) }
}
