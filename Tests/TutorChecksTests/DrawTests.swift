import Testing

@testable import TutorChecks

/// `Draw` is one process-wide generator (a probe program runs one check at a time), so its
/// tests run one after the other.
@Suite(.serialized) struct DrawTests {
  @Test func drawsRepeatPerCheckAndSeed() {
    Draw.reseed(42, check: 3)
    let first = (0..<8).map { _ in Draw.int(in: 0...1000) }
    Draw.reseed(42, check: 3)
    #expect((0..<8).map { _ in Draw.int(in: 0...1000) } == first)
    Draw.reseed(42, check: 4)
    #expect((0..<8).map { _ in Draw.int(in: 0...1000) } != first)
    Draw.reseed(43, check: 3)
    #expect((0..<8).map { _ in Draw.int(in: 0...1000) } != first)
  }

  @Test func drawsStayInTheirRanges() {
    Draw.reseed(7, check: 0)
    for _ in 0..<500 {
      #expect((-3...3).contains(Draw.int(in: -3...3)))
      #expect((0.5...1.5).contains(Draw.double(in: 0.5...1.5)))
      #expect((2...4).contains(Draw.array(count: 2...4) { 0 }.count))
      #expect(Draw.string(length: 1...3, from: "ab").allSatisfy { $0 == "a" || $0 == "b" })
      #expect((2...5).contains(Draw.string(length: 2...5, from: "a b").count))
    }
  }

  /// Hypothesis's lesson: the values where code is wrong come first, every one of them, and
  /// then keep coming.
  @Test func edgeCasesComeFirstAndOften() {
    for seed in UInt64(1)...20 {
      Draw.reseed(seed, check: 0)
      let ints = (0..<7).map { _ in Draw.int(in: -5...120) }
      #expect(Set(ints) == [-5, 120, 0, 1, -1, -4, 119], "seed \(seed): \(ints)")
      let counts = (0..<4).map { _ in Draw.array(count: 0...9) { 1 }.count }
      #expect(Set(counts) == [0, 9, 1, 8], "seed \(seed): \(counts)")
      let strings = (0..<6).map { _ in Draw.string(length: 0...8, from: "ab é") }
      #expect(strings.contains("") && strings.contains(" ") && strings.contains("é"))
      let names = ["", " ", "Soup", "Green Curry", "x"]
      let drawn = (0..<5).map { _ in Draw.element(of: names) }
      #expect(Set(drawn) == Set(names), "every element first: \(drawn)")
      #expect(Set((0..<2).map { _ in Draw.bool() }) == [false, true])
    }
    Draw.reseed(99, check: 0)
    let later = (0..<400).map { _ in Draw.int(in: 0...1_000_000) }.dropFirst(6)
    let edges = later.filter { [0, 1, 999_999, 1_000_000].contains($0) }.count
    #expect((50...150).contains(edges), "about one draw in four is an edge case: \(edges)")
  }

  /// Different seeds put different sites' edge cases together.
  @Test func seedsPairEdgeCasesDifferently() {
    var pairs = Set<[Int]>()
    for seed in UInt64(1)...40 {
      Draw.reseed(seed, check: 0)
      for _ in 0..<3 { pairs.insert([Draw.int(in: 0...2), Draw.int(in: 10...12)]) }
    }
    #expect(
      pairs.count == 9, "every pair of edge cases meets: \(pairs.sorted { "\($0)" < "\($1)" })")
  }

  /// A range that depends on an earlier draw changes a site's edge cases between draws.
  @Test func aSiteWhoseRangeChangesStillDraws() {
    Draw.reseed(5, check: 0)
    for _ in 0..<200 {
      let top = Draw.int(in: 1...8)
      let value = Draw.int(in: -1...(top + 1))
      #expect((-1...(top + 1)).contains(value))
    }
  }

  @Test func sweepRoundsDrawFromSeedsOfTheirOwn() {
    let seeds = (0..<100).map { ProbeRun.roundSeed(0x5EED, round: $0) }
    #expect(Set(seeds).count == 100)
    #expect(ProbeRun.roundSeed(0x5EED, round: 3) == ProbeRun.roundSeed(0x5EED, round: 3))
  }
}
