// swift-tutor-bench: the figures of docs/design.md ("Performance") beside their floors, from
// one run.
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--help") || arguments.contains("-h") {
  print(
    """
    USAGE: swift-tutor-bench [--quick]
                             [--repl | --chain | --serve | --grading | --validate | --ci |
                              --completion]
                             [--exercise ID] [--submissions N]

    Prints each figure of docs/design.md ("Performance") beside its floor and target
    (medians of several runs).
    Needs the release `swift-tutor` next to this executable: `make bench`.
      --quick          3 repetitions instead of 7, one SwiftPM peer run instead of 2
      --repl           only the REPL figures (live session, chain, memory, start-up)
      --chain          only the REPL chain of 500 dependent inputs
      --serve          only the browser's figures (Check round trip, 20 at once)
      --grading        only `check` against its floor and the grading rate
      --validate       only `validate` over the course: first run, again, one exercise changed
      --ci             only the CI recipes of docs/ci run locally (needs the tests built)
      --completion     only Tab's completion from sourcekit-lsp
      --exercise ID    the exercise whose solution `check` grades (default team-score)
      --submissions N  the size of the generated class for `grade` (default 200)
    Exit status: 0 every figure met or not measurable here, 1 a figure missed, 2 error.
    """)
  exit(0)
}

func value(after flag: String) -> String? {
  arguments.firstIndex(of: flag).flatMap {
    arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil
  }
}

let quick = arguments.contains("--quick")
let exerciseID = value(after: "--exercise") ?? "team-score"
let submissions = value(after: "--submissions").flatMap(Int.init) ?? 200

do {
  let context = try BenchContext(quick: quick)
  print("swift-tutor-bench: \(context.summary)")
  fflush(nil)  // the summary shows before the progress lines on standard error
  let run = BenchRun(context: context, exerciseID: exerciseID, submissions: submissions)
  let figures: [Figure]
  if arguments.contains("--repl") {
    figures = run.replFigures()
  } else if arguments.contains("--chain") {
    figures = run.chainFigures()
  } else if arguments.contains("--serve") {
    figures = run.serveFigures()
  } else if arguments.contains("--grading") {
    figures = run.gradingFigures()
  } else if arguments.contains("--validate") {
    figures = run.validateFigures()
  } else if arguments.contains("--ci") {
    figures = run.recipeFigures()
  } else if arguments.contains("--completion") {
    figures = run.completionFigures()
  } else {
    figures = run.figures()
  }
  context.cleanUp()  // not in a `defer`: `exit` below would skip it
  print("\n" + Table.render(figures), terminator: "")
  exit(figures.contains { $0.ok == false } ? 1 : 0)
} catch {
  FileHandle.standardError.write(Data("swift-tutor-bench: \(error)\n".utf8))
  exit(2)
}
