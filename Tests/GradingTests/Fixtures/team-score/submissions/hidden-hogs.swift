// A correct answer that hides most of its memory: two children fill 300 MB each (600 MB, under
// the limit); two grandchildren, double-forked into sessions of their own after trying to raise
// their memory limit, reserve 400 MB each untouched and fill it only when the parent lets them
// go, all at once (MADV_POPULATE_WRITE, 23). Only together are they past 1 GiB.
import Glibc

var go: [Int32] = [0, 0]
pipe(&go)
for child in 0..<4 {
  if fork() == 0 {
    close(go[1])
    if child < 2 {
      let size = 300 << 20
      _ = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_POPULATE, -1, 0)
    } else {
      var unlimited = rlimit(rlim_cur: rlim_t.max, rlim_max: rlim_t.max)
      setrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &unlimited)
      if fork() != 0 { _exit(0) }
      setsid()
      let size = 400 << 20
      let reserved = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
      var byte: UInt8 = 0
      _ = read(go[0], &byte, 1)
      if let reserved, madvise(reserved, size, 23) != 0 { memset(reserved, 1, size) }
    }
    sleep(60)
    _exit(0)
  }
}
close(go[0])
usleep(300_000)
close(go[1])
sleep(60)
func teamScore(_ scores: [Int]) -> Int {
  scores.reduce(0) { $0 + ($1 > 50 ? 3 : 1) }
}
