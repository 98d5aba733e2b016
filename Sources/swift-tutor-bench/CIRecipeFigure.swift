import Foundation
import SwiftToolchain

/// The CI recipes of `docs/ci`, run on this machine as `CIRecipeRunTests` runs them: each
/// recipe's shell steps in order in a fresh folder, the apt steps skipped and the tool's release
/// build replaced by the tests' own (README, "For CI"). The test is told where to write each
/// recipe's wall time (`SWIFT_TUTOR_RECIPE_TIMES`); it asserts the merged reports, this figure
/// reports the times. The tests must be built (`make bench` builds them).
struct CIRecipeFigure {
  let context: BenchContext

  /// The recipes, in the order the test runs them, and the time each may take here.
  static let recipes: [(key: String, name: String, limit: Double)] = [
    ("github", "CI recipe run locally: GitHub Actions (1 + 4 + 1 jobs)", 180),
    ("gitlab", "CI recipe run locally: GitLab CI (1 + 4 + 1 jobs)", 180),
    ("kubernetes", "CI recipe run locally: Kubernetes Indexed Job (8 + 1 pods)", 180),
  ]

  static var names: [String] { recipes.map(\.name) }

  func measure() throws -> [Figure] {
    let package = context.home.url
    guard
      FileManager.default.fileExists(atPath: package.appendingPathComponent("Package.swift").path)
    else {
      return Self.recipes.map {
        Figure.unavailable($0.name, target: "≤ \($0.limit) s", reason: "not run from a checkout")
      }
    }
    let times = try context.folder("ci-recipes").appendingPathComponent("times.json")
    var environment = ProcessInfo.processInfo.environment
    environment["SWIFT_TUTOR_RECIPE_TIMES"] = times.path
    let run = try Spawn.run(
      "/usr/bin/env",
      [
        "swift", "test", "--skip-build", "--package-path", package.path, "--filter",
        "CIRecipeRunTests",
      ], environment: environment, timeout: 1800)
    guard run.succeeded else {
      throw BenchError("CIRecipeRunTests failed (\(run.status)): \(run.output.suffix(1500))")
    }
    let seconds = try JSONDecoder().decode([String: Double].self, from: Data(contentsOf: times))
    return try Self.recipes.map { recipe in
      guard let measured = seconds[recipe.key] else {
        throw BenchError("CIRecipeRunTests wrote no time for \(recipe.key)")
      }
      var figure = Figure(
        name: recipe.name, measured: "\(Figure.number(measured)) s", ok: measured <= recipe.limit,
        target: "≤ \(Figure.number(recipe.limit)) s")
      figure.note = "every shell step of docs/ci in a fresh folder; the release build not counted"
      return figure
    }
  }
}
