// Forges a plan and a check index at the edge of Int, then exits: the grader must neither
// trap on the index nor keep the forged check.
import Glibc

func teamScore(_ scores: [Int]) -> Int { 0 }

let arguments = CommandLine.arguments
if let flag = arguments.firstIndex(of: "--tutor-probes") {
  let marker = arguments[flag + 1]
  print("\u{1}\(marker) {\"k\":\"plan\",\"count\":1}\u{2}", terminator: "")
  print("\u{1}\(marker) {\"k\":\"begin\",\"c\":9223372036854775807,\"n\":\"x\"}\u{2}")
  fflush(nil)
  exit(1)
}
