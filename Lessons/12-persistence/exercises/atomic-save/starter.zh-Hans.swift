import Foundation

enum SaveError: Error, Equatable {
  case renameFailed(path: String)
}

func temporaryURL(for url: URL) -> URL {
  // TODO: url 所在目录里的 ".<name>.tmp"
  url
}

func saveAtomically(_ data: Data, to url: URL) throws {
  // TODO: 先写入 temporaryURL(for: url)，再把它重命名覆盖 url
  try data.write(to: url)
}
