import Learner
import Testing

/// A name a classmate chose to pass for another's: invisible characters and marks that mark
/// nothing are dropped, and names that still look alike show with the students' ids.
@Suite struct LookAlikeNamesTests {
  @Test(arguments: [
    ("Alice\u{034F}", "Alice"), ("Ali\u{200B}ce", "Alice"), ("\u{301}Alice", "Alice"),
    ("Al ice \u{301}", "Al ice"), ("Jose\u{301}", "Jos\u{E9}"), ("\u{2060}", nil),
    ("Kim (0a1b2c3d)", "Kim"), ("Kim(deadbeef)", "Kim"), ("Kim (2024)", "Kim (2024)"),
  ])
  func aDisplayNameLosesWhatCannotBeSeen(typed: String, kept: String?) {
    let name = LearnerSession.displayName(typed)
    #expect(name.map { Array($0.unicodeScalars) } == kept.map { Array($0.unicodeScalars) })
  }

  @Test func namesThatLookAlikeShowWithTheirIds() {
    let ids = ["aaaaaaaa1111", "bbbbbbbb2222", "cccccccc3333", "dddddddd4444"]
    let names = LearnerSession.distinctNames([
      (ids[0], "Alice"), (ids[1], "ALICE"), (ids[2], "Ａｌｉｃｅ"), (ids[3], "Bob"),
    ])
    #expect(names[ids[0]] == "Alice (aaaaaaaa)")
    #expect(names[ids[1]] == "ALICE (bbbbbbbb)")
    #expect(names[ids[2]] == "Ａｌｉｃｅ (cccccccc)")
    #expect(names[ids[3]] == "Bob")
    let cyrillic = LearnerSession.distinctNames([(ids[0], "Kim"), (ids[1], "\u{41A}im")])
    #expect(cyrillic[ids[0]] == "Kim (aaaaaaaa)" && cyrillic[ids[1]] == "\u{41A}im (bbbbbbbb)")
    // The look-alikes a hostile classmate tried: a capital I, a dotless ı, small capitals,
    // Armenian and Cherokee letters.
    for other in [
      "AIice Wong", "Al\u{131}ce Wong", "Alice W\u{585}ng", "A\u{29F}ice Wong",
      "Alice Wo\u{274}g", "\u{13AA}lice Wong",
    ] {
      let pair = LearnerSession.distinctNames([(ids[0], "Alice Wong"), (ids[1], other)])
      #expect(pair[ids[1]] == other + " (bbbbbbbb)", "\(other)")
    }
    let folders = ClassroomExport.folderNames([(ids[0], "Alice"), (ids[1], "Alicé")])
    #expect(folders[ids[0]] == "Alice-aaaaaaaa" && folders[ids[1]] == "Alicé-bbbbbbbb")
  }
}
