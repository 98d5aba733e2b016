// A correct answer whose top level forks six children that fill 700 MB each and wait: about
// 4 GB in all, though no process passes its own 1 GiB.
import Glibc

let size = 700 << 20
for _ in 0..<6 {
  if fork() == 0 {
    memset(UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 4096), 1, size)
    sleep(60)
    _exit(0)
  }
}
var status: Int32 = 0
while wait(&status) > 0 {}
func teamScore(_ scores: [Int]) -> Int {
  scores.reduce(0) { $0 + ($1 > 50 ? 3 : 1) }
}
