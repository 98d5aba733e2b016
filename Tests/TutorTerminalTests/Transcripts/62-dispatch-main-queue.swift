import Foundation
let group = DispatchGroup()
var results: [Int] = []
let lock = NSLock()
for i in 1...4 {
  group.enter()
  DispatchQueue.global().async {
    lock.lock()
    results.append(i * i)
    lock.unlock()
    group.leave()
  }
}
group.wait()
print(results.sorted())
let queue = DispatchQueue(label: "serial")
queue.sync { print("on serial queue") }
