import Foundation
import Testing

@testable import TutorSupport

/// Folders, colours and terminal size: one rule each.
@Suite struct SupportTests {
  @Test func aBrowsersAcceptLanguageChoosesTheHighestWeightTheTutorSpeaks() {
    #expect(Language.accepted("zh-CN,zh;q=0.9,en;q=0.8") == .zhHans)
    #expect(Language.accepted("en-US,en;q=0.9,zh-CN;q=0.8") == .en)
    #expect(Language.accepted("fr-FR, zh-TW;q=0.5, en;q=0.7") == .en)
    #expect(Language.accepted("de, zh;q=0") == nil)
    #expect(Language.accepted("*") == nil)
    #expect(Language.accepted("") == nil)
  }

  @Test func foldersFollowXDGWithOneHomeRule() {
    let xdg = UserFolders(environment: [
      "HOME": "/h", "XDG_STATE_HOME": "/s", "XDG_CACHE_HOME": "/c",
    ])
    #expect(xdg.state.path == "/s/swift-tutor")
    #expect(xdg.cache.path == "/c/swift-tutor")
    let home = UserFolders(environment: ["HOME": "/h"])
    #expect(home.state.path == "/h/.local/state/swift-tutor")
    #expect(home.cache.path == "/h/.cache/swift-tutor")
    let relative = UserFolders(environment: [
      "HOME": "/h", "XDG_STATE_HOME": "rel", "XDG_CACHE_HOME": "",
    ])
    #expect(relative.state.path == "/h/.local/state/swift-tutor")
    #expect(relative.cache.path == "/h/.cache/swift-tutor")
    let relativeHome = UserFolders(environment: ["HOME": "h"])
    #expect(relativeHome.home.path == FileManager.default.homeDirectoryForCurrentUser.path)
  }

  @Test func colourFollowsTheTerminalAndNoColor() {
    #expect(ANSIStyle.preferred(isTerminal: true, environment: [:]).enabled)
    #expect(!ANSIStyle.preferred(isTerminal: false, environment: [:]).enabled)
    #expect(!ANSIStyle.preferred(isTerminal: true, environment: ["NO_COLOR": "1"]).enabled)
    #expect(ANSIStyle.preferred(isTerminal: true, environment: ["NO_COLOR": ""]).enabled)
    #expect(!ANSIStyle.preferred(isTerminal: true, environment: ["TERM": "dumb"]).enabled)
    #expect(!ANSIStyle.preferred(isTerminal: true, environment: [:], plainRequested: true).enabled)
  }

  @Test func paintWritesCodesOnlyWhenEnabledAndNotEmpty() {
    #expect(ANSIStyle(enabled: true).paint("ok", .boldGreen) == "\u{1B}[1;32mok\u{1B}[0m")
    #expect(ANSIStyle(enabled: true).paint("", .red) == "")
    #expect(ANSIStyle.plain.paint("ok", .red) == "ok")
  }

  @Test func columnsFallBackToTheEnvironment() {
    // Standard output is not a terminal under `swift test`.
    guard isatty(STDOUT_FILENO) == 0 else { return }
    #expect(TerminalSize.columns(environment: ["COLUMNS": "132"]) == 132)
    #expect(TerminalSize.columns(environment: ["COLUMNS": "0"]) == 80)
    #expect(TerminalSize.columns(environment: [:]) == 80)
  }
}
