import Foundation
import LessonKit
import Synchronization

/// A classroom where one client made sixteen students and holds their whole share — four Runs
/// each of a program that sleeps, every worker busy and the queue full behind them — and
/// another student then presses Run, then Check (issue 30: that student's `let x = 1 + 1` was
/// answered after 325 s, then refused 503). The target: each is answered within one of the
/// flood's runs plus its own time alone.
struct FairTurnFigure {
  let context: BenchContext
  let exerciseID = "optional-binding"
  /// How long each of the flood's runs sleeps.
  let floodSeconds = 4.0

  func measure() throws -> [Figure] {
    let server = try ServedBench(context: context, students: 18)
    defer { server.stop() }
    let exercise = try context.exercise(exerciseID)
    let solution = try String(contentsOf: exercise.files.solution, encoding: .utf8)
    // A new student may Check once, then once every 10 s: the time alone is another's Check.
    let (victim, classmate) = (16, 17)
    let alone = (
      run: try server.run(exerciseID, source: "let x = 1 + 1\n", student: victim),
      check: try server.check(exerciseID, source: solution + "// alone\n", student: classmate)
    )
    let flood = "import Foundation\nThread.sleep(forTimeInterval: \(floodSeconds))\n"
    let refused = Mutex(0)
    let group = DispatchGroup()
    for student in 0..<16 {
      for run in 0..<4 {
        group.enter()
        Thread.detachNewThread { [exerciseID] in
          let answer = try? server.run(exerciseID, source: flood + "// \(run)\n", student: student)
          if answer?.verdict != "accepted" { refused.withLock { $0 += 1 } }
          group.leave()
        }
      }
    }
    Thread.sleep(forTimeInterval: 1.5)  // every worker busy, the queue full
    let run = try server.run(exerciseID, source: "let x = 1 + 1\n", student: victim)
    let check = try server.check(exerciseID, source: solution + "// flooded\n", student: victim)
    group.wait()
    var figures: [Figure] = []
    for (name, flooded, quiet) in [
      ("Run", run, alone.run), ("Check", check, alone.check),
    ] {
      let bound = quiet.seconds + floodSeconds + 1
      var figure = Figure(
        name: "serve: another student's \(name) while one client floods",
        measured: Figure.milliseconds(flooded.seconds),
        ok: flooded.seconds <= bound && ["accepted", "pass"].contains(flooded.verdict),
        target: "≤ \(Figure.milliseconds(bound))")
      figure.note =
        "\(flooded.verdict); alone \(Figure.milliseconds(quiet.seconds)); 16 students × 4 Runs "
        + "of \(Int(floodSeconds)) s from one client, \(refused.withLock { $0 }) of them refused"
      figures.append(figure)
    }
    return figures
  }
}
