// A correct answer that fills 400 MB, then forks two children that share it (copy on write)
// and exit: three processes that each show 400 MB, 400 MB in all.
import Glibc

let size = 400 << 20
let shared = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 4096)
memset(shared, 1, size)
for _ in 0..<2 {
  if fork() == 0 {
    usleep(300_000)
    _exit(shared.load(fromByteOffset: size - 1, as: UInt8.self) == 1 ? 0 : 1)
  }
}
var status: Int32 = 0
while wait(&status) > 0 {}
func teamScore(_ scores: [Int]) -> Int {
  scores.reduce(0) { $0 + ($1 > 50 ? 3 : 1) }
}
