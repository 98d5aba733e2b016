#if os(Linux)
let platform = "Linux"
#elseif os(macOS)
let platform = "macOS"
#else
let platform = "other"
#endif
print("Running on \(platform)")
#if canImport(Foundation)
import Foundation
print("Foundation available")
#endif
#if swift(>=5.9)
print("modern swift")
#endif
