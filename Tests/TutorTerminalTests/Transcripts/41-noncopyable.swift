struct FileDescriptor: ~Copyable {
  let number: Int
  consuming func close() {
    print("closing \(number)")
    discard self
  }
  deinit { print("deinit \(number)") }
}
func useAndClose() {
  let fd = FileDescriptor(number: 3)
  print("using \(fd.number)")
  fd.close()
}
useAndClose()
func drop() {
  let other = FileDescriptor(number: 4)
  print(other.number)
}
drop()
