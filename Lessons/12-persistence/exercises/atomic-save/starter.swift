import Foundation

enum SaveError: Error, Equatable {
  case renameFailed(path: String)
}

func temporaryURL(for url: URL) -> URL {
  // TODO: ".<name>.tmp" in the same directory as url
  url
}

func saveAtomically(_ data: Data, to url: URL) throws {
  // TODO: write to temporaryURL(for: url), then rename it over url
  try data.write(to: url)
}
