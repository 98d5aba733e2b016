// Starts a child in a session of its own that would sleep for five minutes.
import Glibc

if fork() == 0 {
  setsid()
  let argv: [UnsafeMutablePointer<CChar>?] = [strdup("sleep"), strdup("313"), nil]
  execv("/usr/bin/sleep", argv)
  sleep(313)
  _exit(0)
}
func teamScore(_ scores: [Int]) -> Int {
  scores.reduce(0) { $0 + ($1 > 50 ? 3 : 1) }
}
