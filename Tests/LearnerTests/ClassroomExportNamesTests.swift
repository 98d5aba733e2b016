import Learner
import Testing

/// The folder each student's files are exported to: a name made safe for any disk, unique
/// whatever the disk does with case, the id when there is no name.
@Suite struct ClassroomExportNamesTests {
  private let ids = (0..<5).map { String(repeating: String($0), count: 32) }

  @Test func namesThatDifferOnlyByCaseGetTheirIdsAfterThem() {
    let names = ClassroomExport.folderNames([
      (ids[0], "Carol"), (ids[1], "carol"), (ids[2], "Dan"),
    ])
    #expect(names[ids[0]] == "Carol-00000000")
    #expect(names[ids[1]] == "carol-11111111")
    #expect(names[ids[2]] == "Dan")
  }

  @Test func unsafeNamesAreMadeSafeAndNoNameIsTheId() {
    let names = ClassroomExport.folderNames([
      (ids[0], "../../etc/x"), (ids[1], nil), (ids[2], ".."), (ids[3], "李 雷"),
    ])
    #expect(names[ids[0]] == "_.._etc_x")
    #expect(names[ids[1]] == ids[1])
    #expect(names[ids[2]] == ids[2])
    #expect(names[ids[3]] == "李_雷")
  }
}
