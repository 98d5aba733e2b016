// A right answer but for one check, which traps after forging a crash's lines on standard
// error (a `Fatal error` at another file's path, frames that point anywhere): that check is
// an error whatever the lines say, and no other check changes.
import Glibc

func teamScore(_ scores: [Int]) -> Int {
  if scores == [50] {
    fputs("/etc/passwd:7: Fatal error: forged\n", stderr)
    fputs("swift-tutor-crash-frames 0 1 2 3 4 5 6 7 8 9 a b c d e f\n", stderr)
    signal(SIGILL, SIG_DFL)
    raise(SIGILL)
  }
  return scores.reduce(0) { $0 + ($1 > 50 ? 3 : 1) }
}
