import Foundation
let path = NSTemporaryDirectory() + "swift-tutor-transcript-\(getpid()).txt"
try "line one\nline two\n".write(toFile: path, atomically: true, encoding: .utf8)
let contents = try String(contentsOfFile: path, encoding: .utf8)
print(contents.split(separator: "\n").count)
let handle = FileHandle(forWritingAtPath: path)!
handle.seekToEndOfFile()
handle.write("line three\n".data(using: .utf8)!)
handle.closeFile()
print(try String(contentsOfFile: path, encoding: .utf8).components(separatedBy: "\n").filter { !$0.isEmpty })
try FileManager.default.removeItem(atPath: path)
print(FileManager.default.fileExists(atPath: path))
