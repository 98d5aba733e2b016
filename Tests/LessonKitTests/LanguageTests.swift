import LessonKit
import Testing
import TutorSupport

@Suite struct LanguageTests {
  @Test func anExplicitChoiceWinsOverTheEnvironment() {
    let environment = ["SWIFT_TUTOR_LANG": "zh-Hans", "LANG": "zh_CN.UTF-8"]
    #expect(Language.preferred(explicit: .en, environment: environment) == .en)
  }

  @Test func swiftTutorLangWinsOverTheLocale() {
    #expect(Language.preferred(environment: ["SWIFT_TUTOR_LANG": "zh-Hans"]) == .zhHans)
    #expect(
      Language.preferred(environment: ["SWIFT_TUTOR_LANG": "en", "LANG": "zh_CN.UTF-8"]) == .en)
  }

  @Test func anUnknownSwiftTutorLangFallsThroughToTheLocale() {
    #expect(
      Language.preferred(environment: ["SWIFT_TUTOR_LANG": "fr", "LANG": "zh_CN.UTF-8"])
        == .zhHans)
  }

  @Test func aChineseLocaleChoosesChinese() {
    #expect(Language.preferred(environment: ["LANG": "zh_CN.UTF-8"]) == .zhHans)
    #expect(Language.preferred(environment: ["LC_ALL": "zh_TW.UTF-8", "LANG": "en_US"]) == .zhHans)
  }

  @Test func lcAllOverridesLangTheWayPOSIXSays() {
    #expect(Language.preferred(environment: ["LC_ALL": "C", "LANG": "zh_CN.UTF-8"]) == .en)
    #expect(Language.preferred(environment: ["LC_ALL": "", "LANG": "zh_CN.UTF-8"]) == .zhHans)
  }

  @Test func everythingElseIsEnglish() {
    #expect(Language.preferred(environment: [:]) == .en)
    #expect(Language.preferred(environment: ["LANG": "de_DE.UTF-8"]) == .en)
    #expect(Language.preferred(environment: ["LANG": "C.UTF-8"]) == .en)
  }

  @Test func identifiersAreReadLeniently() {
    #expect(Language(identifier: "zh-Hans") == .zhHans)
    #expect(Language(identifier: "zh") == .zhHans)
    #expect(Language(identifier: "ZH_cn") == .zhHans)
    #expect(Language(identifier: "en_GB.UTF-8") == .en)
    #expect(Language(identifier: "english") == nil)
    #expect(Language(identifier: "C") == nil)
  }

  @Test func fileNamesCarryTheLanguage() {
    #expect(Language.en.markdownFileName("lesson") == "lesson.md")
    #expect(Language.zhHans.markdownFileName("task") == "task.zh-Hans.md")
  }

  @Test func theSavedChoiceComesAfterTheFlagAndBeforeTheEnvironment() {
    let environment = ["SWIFT_TUTOR_LANG": "en", "LANG": "en_US.UTF-8"]
    #expect(Language.preferred(saved: .zhHans, environment: environment) == .zhHans)
    #expect(Language.preferred(explicit: .en, saved: .zhHans, environment: environment) == .en)
    #expect(Language.preferred(saved: nil, environment: environment) == .en)
  }
}
