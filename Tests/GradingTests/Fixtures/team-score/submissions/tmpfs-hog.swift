// A correct answer that fills its writable folders (tmpfs: memory no process's count shows)
// and then two children of 500 MB each: about 1.06 GB together.
import Glibc

func fill(_ path: String, megabytes: Int) {
  let file = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
  let block = [UInt8](repeating: 7, count: 1 << 20)
  for _ in 0..<megabytes { _ = block.withUnsafeBytes { write(file, $0.baseAddress, $0.count) } }
  close(file)
}
// Files of 15 MB: the file-size limit is 16 MiB.
for path in ["/tmp/a", "/tmp/b", "a", "b"] { fill(path, megabytes: 15) }
fill("/dev/shm/a", megabytes: 1)
for _ in 0..<2 {
  if fork() == 0 {
    let size = 500 << 20
    _ = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_POPULATE, -1, 0)
    sleep(60)
    _exit(0)
  }
}
sleep(60)
func teamScore(_ scores: [Int]) -> Int {
  scores.reduce(0) { $0 + ($1 > 50 ? 3 : 1) }
}
