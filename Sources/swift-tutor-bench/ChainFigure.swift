import Foundation
import LiveSession
import TutorSupport

/// The REPL figure for a chain of inputs, each building on the one before
/// (`let v500 = v499 &+ 500`): the answer at input 500 against input 10, each the median of
/// five inputs around it, so an input's cost does not grow with how many inputs it depends on
/// (docs/design.md, "Performance"). The note gives the same ratio in the compiler's and
/// linker's CPU time (`RUSAGE_CHILDREN`), which other work on the machine does not stretch.
struct ChainFigure {
  static let name = "REPL chain, input 500 vs 10"
  let context: BenchContext
  /// How many inputs the chain has.
  var length = 500

  func measure() throws -> [Figure] {
    let rounds = context.quick ? 1 : 2
    var early: [Double] = []
    var late: [Double] = []
    var earlyCPU: [Double] = []
    var lateCPU: [Double] = []
    var setup: [Double] = []
    for _ in 0..<rounds {
      let start = ContinuousClock.now
      let (wall, cpu) = try runChain()
      setup.append((ContinuousClock.now - start).seconds)
      early.append(median(Array(wall[7..<12])))
      late.append(median(Array(wall[(length - 5)..<length])))
      earlyCPU.append(median(Array(cpu[7..<12])))
      lateCPU.append(median(Array(cpu[(length - 5)..<length])))
    }
    let lateTime = median(late)
    let earlyTime = median(early)
    var figure = Figure(
      name: Self.name, measured: Figure.milliseconds(lateTime),
      floor: Figure.milliseconds(earlyTime), ratio: lateTime / earlyTime, goal: .atMost(1.3))
    let cpuRatio = median(lateCPU) / max(median(earlyCPU), 1e-6)
    figure.note =
      "`let v\(length) = v\(length - 1) &+ \(length)`; medians of inputs \(length - 4)-\(length) "
      + "and 8-12, \(rounds) session(s) of \(length) inputs (\(Figure.number(median(setup))) s "
      + "each); compiler CPU \(Figure.milliseconds(median(lateCPU))) vs "
      + "\(Figure.milliseconds(median(earlyCPU))) = \(Figure.number(cpuRatio))x"
    return [figure]
  }

  /// The chain's inputs: `let v1 = 1`, then `let vN = vN-1 &+ N`.
  static func input(_ number: Int) -> String {
    number == 1 ? "let v1 = 1" : "let v\(number) = v\(number - 1) &+ \(number)"
  }

  /// Runs the chain in a fresh session; each input's wall seconds and its child processes'
  /// CPU seconds (the compiler and the linker).
  private func runChain() throws -> (wall: [Double], cpu: [Double]) {
    let session = PlaygroundSession(cache: context.modules, sandbox: context.sandbox)
    session.scratchRoot = try context.folder("chain")
    defer { session.close() }
    var wall: [Double] = []
    var cpu: [Double] = []
    for number in 1...length {
      let input = Self.input(number)
      let cpuBefore = Self.childrenCPU()
      let start = ContinuousClock.now
      let result = try session.evaluate(input, language: .en)
      wall.append((ContinuousClock.now - start).seconds)
      cpu.append(Self.childrenCPU() - cpuBefore)
      guard result.status == .accepted else {
        throw BenchError(
          "the REPL did not keep input \(number) `\(input)`: \(result.message ?? "")")
      }
    }
    return (wall, cpu)
  }

  /// User and system CPU seconds of this process's waited-for children.
  static func childrenCPU() -> Double {
    var usage = rusage()
    getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &usage)
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
  }
}
