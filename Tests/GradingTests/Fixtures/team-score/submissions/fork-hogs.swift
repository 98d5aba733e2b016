// A correct answer whose top level forks six children that fill 700 MB each and wait: about
// 4 GB in all, though no process passes its own 1 GiB. The kernel fills the pages
// (MAP_POPULATE), which is quicker than touching them: the limit, not the clock, must end it.
import Glibc

let size = 700 << 20
for _ in 0..<6 {
  if fork() == 0 {
    let flags = MAP_PRIVATE | MAP_ANONYMOUS | MAP_POPULATE
    _ = mmap(nil, size, PROT_READ | PROT_WRITE, flags, -1, 0)
    sleep(60)
    _exit(0)
  }
}
var status: Int32 = 0
while wait(&status) > 0 {}
func teamScore(_ scores: [Int]) -> Int {
  scores.reduce(0) { $0 + ($1 > 50 ? 3 : 1) }
}
