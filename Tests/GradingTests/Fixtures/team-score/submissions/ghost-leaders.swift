// A correct answer that hides its memory behind leaders that have exited: two children each
// start a thread that fills 600 MB and keeps it, then end their main thread (pthread_exit).
// /proc/PID/status and smaps_rollup of such a process read as if it held nothing; its live
// thread's files do not. 1.2 GB together, past 1 GiB. The top level waits until both threads
// have filled their memory (or were ended) and then waits on, like the other hogs: the limit,
// never the clock or a busy machine, must end it.
import Glibc

var filled: [Int32] = [0, 0]
pipe(&filled)
for _ in 0..<2 {
  if fork() == 0 {
    close(filled[0])
    let writer = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
    writer.pointee = filled[1]
    var thread = pthread_t()
    pthread_create(
      &thread, nil,
      { writer in
        let size = 600 << 20
        if let block = malloc(size) { memset(block, 1, size) }
        var byte: UInt8 = 1
        if let writer { _ = write(writer.load(as: Int32.self), &byte, 1) }
        sleep(60)
        return nil
      }, writer)
    pthread_exit(nil)
  }
}
close(filled[1])
var byte: UInt8 = 0
var ready = 0
while ready < 2, read(filled[0], &byte, 1) > 0 { ready += 1 }
sleep(60)
func teamScore(_ scores: [Int]) -> Int {
  scores.reduce(0) { $0 + ($1 > 50 ? 3 : 1) }
}
