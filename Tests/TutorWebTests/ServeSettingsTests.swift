import Foundation
import Testing
import TutorSupport

@testable import TutorWeb

/// What `serve` accepts before it listens, and how requests are told apart.
struct ServeSettingsTests {
  @Test func everyServerHasATokenAndChosenOnesAreURLSafe() {
    let made = ServeSettings()
    #expect(made.problem() == nil && !made.tokenChosen)
    #expect(made.token.count == 32 && made.token != ServeSettings().token)
    #expect(made.token.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" })
    #expect(ServeSettings(host: "0.0.0.0").problem() == nil)
    #expect(ServeSettings(host: "0.0.0.0", token: "class-7b-2026").problem() == nil)
    #expect(ServeSettings(host: "0.0.0.0", token: "short").problem()?.key == "web.serve.bad-token")
    #expect(ServeSettings(token: "has space in it").problem()?.key == "web.serve.bad-token")
    #expect(ServeSettings(token: "semi;colon;cookie").problem()?.key == "web.serve.bad-token")
    #expect(ServeSettings(port: 70000).problem()?.key == "web.serve.bad-port")
    var none = ServeSettings()
    none.maximumSessions = 0
    #expect(none.problem()?.key == "web.serve.bad-sessions")
  }

  @Test func aClassroomIsAskedForOrImpliedByATokenOrAnOpenHost() {
    #expect(!ServeSettings().isClassroom)
    #expect(!ServeSettings(host: "localhost").isClassroom)
    #expect(ServeSettings(classroom: true).isClassroom)
    #expect(ServeSettings(token: "class-7b-2026").isClassroom)
    #expect(ServeSettings(host: "0.0.0.0").isClassroom)
    #expect(ServeSettings(host: "192.168.1.20").isClassroom)
  }

  @Test func theURLNamesTheMachineAndCarriesTheToken() {
    let alone = ServeSettings()
    #expect(alone.url(port: 8080) == "http://127.0.0.1:8080/?token=" + alone.token)
    let local = ServeSettings(host: "::1", token: "mine-1234")
    #expect(local.url(port: 9) == "http://[::1]:9/?token=mine-1234")
    let classroom = ServeSettings(host: "0.0.0.0", token: "class-7b-2026").url(port: 8080)
    #expect(classroom.hasSuffix(":8080/?token=class-7b-2026"))
    #expect(!classroom.contains("0.0.0.0"))
    let every = ServeSettings(host: "0.0.0.0", token: "class-7b-2026").urls(port: 8080)
    #expect(every.allSatisfy { !$0.contains("127.0.0.1") && $0.hasSuffix("/?token=class-7b-2026") })
  }

  @Test func onlyThisMachinesNamesAreLocalHosts() {
    for local in ["localhost", "localhost:8080", "127.0.0.1:8080", "127.1.2.3", "[::1]:8080"] {
      #expect(RequestGuard.isLocal(local), "\(local)")
    }
    let others = [
      "evil.example", "evil.example:8080", "127.0.0.1.evil.example", "[::2]:80",
      "127.0.0.1:8400.evil.com", "[::1].evil.com", "[::1]evil.com:80", "127.0.0.1:evil",
      "127.0.0.1:+80", "", "localhost.", "[::1",
    ]
    for other in others {
      #expect(!RequestGuard.isLocal(other), "\(other)")
    }
    #expect(RequestGuard.same("class-7b-2026", "class-7b-2026"))
    #expect(!RequestGuard.same("class-7b-2027", "class-7b-2026"))
    #expect(!RequestGuard.same("class-7b", "class-7b-2026"))
  }

  @Test func aStudentIDIsWhatTheServerMakesAndNothingElse() {
    let made = StudentCookie.newID()
    #expect(StudentCookie.isStudentID(made))
    #expect(made != StudentCookie.newID())
    for forged in [
      String(repeating: "A", count: 32), String(repeating: "a", count: 31),
      String(repeating: "a", count: 29) + "０", "../../" + String(repeating: "a", count: 26),
      String(repeating: "g", count: 32),
    ] {
      #expect(!StudentCookie.isStudentID(forged), "\(forged)")
    }
  }

  @Test func scriptJSONCannotEndTheScriptElement() throws {
    let text = HTML.scriptJSON(["text": "</script><script>alert('x')</script>\u{2028}&"])
    #expect(!text.contains("<") && !text.contains(">") && !text.contains("&"))
    #expect(text.contains("\\u003c/script\\u003e") && text.contains("\\u2028"))
    let back = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: String]
    #expect(back?["text"] == "</script><script>alert('x')</script>\u{2028}&")
    #expect(
      HTML.escape("<a href=\"x\">'&'</a>")
        == "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;")
  }

  @Test func everyTextThePageScriptShowsIsInBothLanguages() {
    let english = ClientTexts.all(.en)
    let chinese = ClientTexts.all(.zhHans)
    #expect(english.keys.sorted() == chinese.keys.sorted())
    for (name, text) in english {
      #expect(!text.hasPrefix("web."), "\(name)")
      #expect(chinese[name] != text || name == "warnings", "\(name) is not translated")
    }
  }
}
