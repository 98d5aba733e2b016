enum NetworkError: Error {
  case badURL, timeout
}
func fetch(_ url: String) -> Result<String, NetworkError> {
  if url.isEmpty { return .failure(.badURL) }
  return .success("data from \(url)")
}
switch fetch("example.com") {
case .success(let data):
  print(data)
case .failure(let error):
  print("error", error)
}
let failed = fetch("")
if case .failure(let e) = failed { print("failed with \(e)") }
let mapped = fetch("a.b").map { $0.count }
print(mapped)
func JSONishParse(_ s: String) throws -> Int {
  guard let n = Int(s) else { throw NetworkError.timeout }
  return n
}
let value = Result { try JSONishParse("42") }
print(value)
