// The same attribute spelled with backticks, replacing the C library's `write`.
@`_cdecl`("write")
func write(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int { count }

func teamScore(_ scores: [Int]) -> Int { 0 }
