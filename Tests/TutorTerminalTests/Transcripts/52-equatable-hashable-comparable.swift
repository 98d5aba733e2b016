struct Version: Comparable, Hashable, CustomStringConvertible {
  let major: Int, minor: Int
  static func < (a: Version, b: Version) -> Bool {
    (a.major, a.minor) < (b.major, b.minor)
  }
  var description: String { "v\(major).\(minor)" }
}
let versions = [Version(major: 2, minor: 0), Version(major: 1, minor: 5), Version(major: 1, minor: 10)]
print(versions.sorted())
print(versions.max()!)
print(Set(versions + versions).count)
struct Card { let rank: Int }
extension Card: Equatable {}
print(Card(rank: 3) == Card(rank: 3))
enum Suit: CaseIterable, Comparable { case clubs, diamonds, hearts, spades }
print(Suit.allCases.sorted(by: >))
