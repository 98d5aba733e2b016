import Grading
import SwiftToolchain
import Testing

@testable import LiveSession

/// What a REPL input declares for later inputs, and the imports a later input gets.
@Suite struct ImportPlanTests {
  private func plan(_ inputs: [String]) -> ImportPlan {
    ImportPlan(
      defaults: ModuleCache.sampleModules,
      earlier: inputs.enumerated().map {
        ImportPlan.Earlier(
          module: "Input\($0.offset + 1)", declarations: InputDeclarations($0.element))
      })
  }

  @Test func declarationsKnowTheirKinds() {
    let declared = InputDeclarations(
      """
      let a = 1, (b, c) = (2, 3)
      func f(_ x: Int) -> Int { x }
      struct S { var inner = 0 }
      class C {}
      actor A {}
      enum E { case one }
      protocol P {}
      typealias T = Int
      #if DEBUG
      var debugOnly = true
      #endif
      import Foundation
      """
    ).declared
    let kinds = Dictionary(uniqueKeysWithValues: declared.map { ($0.name, $0.kind) })
    #expect(kinds["a"] == .variable && kinds["b"] == .variable && kinds["c"] == .variable)
    #expect(kinds["f"] == .function && kinds["S"] == .structure && kinds["C"] == .classType)
    #expect(kinds["A"] == .classType && kinds["E"] == .enumeration && kinds["P"] == .protocolType)
    #expect(kinds["T"] == .alias && kinds["debugOnly"] == .variable)
    #expect(kinds["inner"] == nil, "members are not top-level names")
  }

  @Test func extensionsAndOperatorsAreReachedThroughTheirModule() {
    let declarations = InputDeclarations(
      """
      extension Int: Describable { var doubled: Int { self * 2 } }
      infix operator **: MultiplicationPrecedence
      func ** (a: Int, b: Int) -> Int { a * b }
      struct Settings { var volume = 5; enum Mode { case loud } }
      """)
    for name in ["Int", "Describable", "doubled", "**"] {
      #expect(declarations.related.contains(name), "\(name)")
    }
    for name in ["volume", "Mode", "loud"] {
      #expect(!declarations.related.contains(name), "a type's own members need no import: \(name)")
    }
    #expect(!declarations.names.contains("**"), "operators are never imported by name")
  }

  @Test func anInputImportsOnlyWhatItNames() {
    let header = plan(["let x = 1", "let y = 2", "func f() {}"]).header(
      used: ["x", "print"], module: "Input4", number: 4)
    #expect(header.contains("@testable import var Input1.x"))
    #expect(!header.contains("Input2") && !header.contains("Input3"))
    #expect(header.hasPrefix("import MealKit; import Shapes; import PlaygroundRuntime"))
    #expect(header.hasSuffix("let __builtin_pg_module_Input4: Swift.Int = 4"))
  }

  @Test func theNewestDeclarationOfANameWins() {
    let header = plan(["let x = 1", "let x = \"two\"", "struct x {}"]).header(
      used: ["x"], module: "Input4", number: 4)
    #expect(header.contains("@testable import struct Input3.x"))
    #expect(!header.contains("Input1") && !header.contains("Input2"))
  }

  @Test func overloadsWithOtherSignaturesStayVisible() {
    let header = plan([
      "func greet(_ name: String) -> String { name }", "func greet(_ n: Int) -> String { \"\" }",
      "func greet(_ name: String) -> String { \"hi\" }",
    ]).header(used: ["greet"], module: "Input4", number: 4)
    #expect(header.contains("import func Input2.greet"))
    #expect(header.contains("import func Input3.greet"))
    #expect(!header.contains("Input1"), "the String overload was declared again in input 3")
  }

  @Test func extensionModulesAndStudentImportsComeWhole() {
    let header = plan([
      "import Foundation", "extension String { var shout: String { uppercased() } }",
    ]).header(used: ["shout"], module: "Input3", number: 3)
    #expect(header.contains("import Foundation"))
    #expect(header.contains("@testable import Input2;"))
    let whole = plan(["let x = 1"]).header(
      used: ["x"], module: "Input2", number: 2, scoped: false)
    #expect(whole.contains("@testable import Input1;") && !whole.contains("import var"))
  }

  @Test func aConformanceIsImportedEvenWhenNothingOfItIsNamed() {
    let header = plan(["struct P {}", "extension P: Hashable {}", "extension P { func f() {} }"])
      .header(used: ["Set", "p"], module: "Input4", number: 4)
    #expect(header.contains("@testable import Input2;"))
    #expect(!header.contains("Input3"), "an extension without a conformance needs its names")
  }

  @Test func aChainOfValuesImportsEachInputImplementationOnly() {
    var earlier = plan(["let v1 = 1", "let v2 = v1 &+ 2"]).earlier
    earlier[1].reach = []
    let header = ImportPlan(defaults: [], earlier: earlier).header(
      used: ["v2"], module: "Input3", number: 3)
    #expect(header.contains("@_implementationOnly @testable import var Input2.v2;"))
    #expect(!header.contains("Input1"), "input 1 is input 2's business")
  }

  @Test func aTypeInputStaysARequiredDependencyThroughValueInputs() {
    var earlier = plan(["struct P { var x = 1 }", "func f() -> P { P() }", "let y = f()"])
      .earlier
    #expect(earlier.map(\.declarations.mayDeclareTypes) == [true, false, false])
    earlier[1].reach = ["Input1"]
    earlier[2].reach = ["Input1"]
    let plan = ImportPlan(defaults: [], earlier: earlier)
    let header = plan.header(used: ["y", "x"], module: "Input4", number: 4)
    #expect(header.contains("@_implementationOnly @testable import var Input3.y;"))
    #expect(header.contains("@testable import var Input1.__builtin_pg_module_Input1;"))
    #expect(plan.reach(used: ["y"]) == ["Input1"])
    let typed = plan.header(used: ["P"], module: "Input4", number: 4)
    #expect(typed.contains("; @testable import struct Input1.P;"))
    #expect(!typed.contains("__builtin_pg_module_Input1;"), "imported already")
  }

  @Test func aLocalTypeOrAnOpaqueResultMakesAnInputATypeInput() {
    for source in [
      "func f() -> some Equatable { 1 }", "let g = { () -> Int in struct L {}; return 1 }",
      "typealias N = Int", "infix operator ***",
    ] {
      #expect(InputDeclarations(source).mayDeclareTypes, "\(source)")
    }
    #expect(!InputDeclarations("let some = 1\nvar total = some + 2").mayDeclareTypes)
  }

  @Test func topLevelAwaitRunsThroughTheBridge() {
    #expect(
      InputRewriter.rewrite("let v = await slow()\nprint(v)")
        == "let v = __tutorAwait { await slow() }\nprint(v)")
    #expect(
      InputRewriter.rewrite("let v = try await load()")
        == "let v = try __tutorAwait { try await load() }")
    #expect(
      InputRewriter.rewrite("for await line in lines {\n  print(line)\n}")
        == "__tutorAwait { for await line in lines {\n  print(line)\n} }")
    let untouched = "Task {\n  await work()\n}\nfunc f() async { await g() }"
    #expect(InputRewriter.rewrite(untouched) == untouched)
  }

  @Test func topLevelPrivacyIsBlankedKeepingColumns() {
    #expect(InputRewriter.rewrite("private var n = 1") == "        var n = 1")
    #expect(
      InputRewriter.rewrite("struct S { private var n = 1 }") == "struct S { private var n = 1 }")
  }

  @Test func theBridgesClosuresAreKnown() {
    let (_, bridges, _) = InputRewriter.rewriteShowingBridges("let a = 1\nlet v = await f()")
    #expect(bridges == [[2, 24]])
  }
}
