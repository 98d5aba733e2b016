// A correct answer that hides its memory behind leaders that have exited: two children each
// start a thread that fills 600 MB and keeps it, then end their main thread (pthread_exit).
// /proc/PID/status and smaps_rollup of such a process read as if it held nothing; its live
// thread's files do not. 1.2 GB together, past 1 GiB.
import Glibc

for _ in 0..<2 {
  if fork() == 0 {
    var thread = pthread_t()
    pthread_create(
      &thread, nil,
      { _ in
        let size = 600 << 20
        if let block = malloc(size) { memset(block, 1, size) }
        sleep(30)
        return nil
      }, nil)
    pthread_exit(nil)
  }
}
sleep(3)
func teamScore(_ scores: [Int]) -> Int {
  scores.reduce(0) { $0 + ($1 > 50 ? 3 : 1) }
}
