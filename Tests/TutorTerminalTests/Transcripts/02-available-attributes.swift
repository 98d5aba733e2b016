@available(macOS 10.12, *)
func modernGreeting() -> String {
  "Hello from the future"
}
print(modernGreeting())
@available(*, deprecated, message: "use newAPI()")
func oldAPI() -> Int { 1 }
@available(*, unavailable)
func removed() {}
func newAPI() -> Int { 2 }
print(newAPI())
@discardableResult
func log(_ s: String) -> Int {
  print("log:", s)
  return s.count
}
log("hello")
