// swift-tools-version:6.1
//===----------------------------------------------------------------------===//
//
// swift-tutor: a Playground-style learning REPL for Swift on Linux.
//
// Dependency direction, one way (each target lists only what it imports):
//   swift-tutor → TutorWeb, TutorTerminal, CourseValidation
//   TutorWeb, TutorTerminal → Learner, LiveSession, SourceKitCompletion
//   TutorTerminal → LineEditing → TutorSupport (TutorWeb never imports TutorTerminal)
//   TutorWeb, TutorTerminal, Learner, swift-tutor → Reports → Grading
//   CourseValidation, Learner, LiveSession → Grading
//   Grading → Diagnostics, Sandbox → SwiftToolchain → LessonKit → TutorSupport
//   SourceKitCompletion → SwiftToolchain; swift-tutor-bench → LiveSession, SourceKitCompletion
// Beneath them: CMark (LessonKit, TutorWeb), CEditLine (LineEditing),
// TutorChecks → PlaygroundRuntime (Grading, LiveSession), and the sample
// libraries MealKit and Shapes. The sample libraries, TutorChecks and
// PlaygroundRuntime are also compiled by the tool itself into a per-toolchain
// cache (SwiftToolchain's ModuleCache) and linked into student programs.
//
//===----------------------------------------------------------------------===//

import PackageDescription

let swiftSettings: [SwiftSetting] = [.swiftLanguageMode(.v6)]

/// The tool's own targets: an `import` is internal unless it says `package` or `public` (a type
/// that crosses a target's boundary says which), and a member is visible only from a module the
/// file imports. The sample libraries, TutorChecks and PlaygroundRuntime keep `swiftSettings`:
/// the tool compiles them itself, for students' programs, with flags of its own.
let toolSettings: [SwiftSetting] =
  swiftSettings + [
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("MemberImportVisibility"),
  ]

let package = Package(
  name: "swift-tutor",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "swift-tutor", targets: ["swift-tutor"]),
    .executable(name: "swift-tutor-bench", targets: ["swift-tutor-bench"]),
    .library(name: "MealKit", targets: ["MealKit"]),
    .library(name: "Shapes", targets: ["Shapes"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
    .package(url: "https://github.com/jpsim/Yams", exact: "6.2.2"),
    .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
    .package(url: "https://github.com/apple/swift-crypto", exact: "4.5.2"),
    .package(url: "https://github.com/hummingbird-project/hummingbird", exact: "2.28.1"),
    // Hummingbird's own foundations, named for the types `serve` uses directly.
    .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
    .package(url: "https://github.com/apple/swift-nio-extras", from: "1.35.2"),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
  ],
  targets: [
    // Sample libraries: the code the course teaches and grades against.
    .target(name: "MealKit", swiftSettings: swiftSettings),
    .target(name: "Shapes", swiftSettings: swiftSettings),

    // Linked into student programs by the evaluator.
    .target(name: "TutorChecks", dependencies: ["PlaygroundRuntime"], swiftSettings: swiftSettings),
    .target(name: "PlaygroundRuntime", swiftSettings: swiftSettings),

    // System libraries: module.modulemap + shim.h, nothing more.
    .systemLibrary(
      name: "CEditLine",
      pkgConfig: "libedit",
      providers: [.apt(["libedit-dev"])]),
    // libcmark-dev's static library, linked into the binary (see its module.modulemap).
    .systemLibrary(name: "CMark"),

    // Support: the language, the message catalog, terminal size, user folders, ANSI styling.
    .target(
      name: "TutorSupport",
      resources: [.embedInCode("Catalog/en.catalog"), .embedInCode("Catalog/zh-Hans.catalog")],
      swiftSettings: toolSettings),

    // Engine
    .target(
      name: "LessonKit",
      dependencies: [
        "CMark", "TutorSupport",
        .product(name: "Yams", package: "Yams"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
      ],
      swiftSettings: toolSettings),
    // The toolchain: finding it, the module caches, every compile's flags (`SwiftCompile`),
    // processes and the tool's own scratch space and keys.
    .target(
      name: "SwiftToolchain",
      dependencies: [
        "LessonKit", "TutorSupport",
        .product(name: "Crypto", package: "swift-crypto"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
      ],
      swiftSettings: toolSettings),
    // What the compiler said, made plain: diagnostics read and quoted at the learner's line,
    // the tips under the errors and crashes beginners hit, the fixes the compiler proposes.
    .target(
      name: "Diagnostics",
      dependencies: [
        "LessonKit", "SwiftToolchain", "TutorSupport",
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
      ],
      swiftSettings: toolSettings),
    // The sandbox: the jail, control groups, the run watch and the limits of a run.
    .target(
      name: "Sandbox",
      dependencies: ["LessonKit", "SwiftToolchain", "TutorSupport"],
      swiftSettings: toolSettings),
    .target(
      name: "Grading",
      dependencies: [
        "Diagnostics", "LessonKit", "Sandbox", "SwiftToolchain", "TutorChecks", "TutorSupport",
        .product(name: "Crypto", package: "swift-crypto"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftIfConfig", package: "swift-syntax"),
      ],
      swiftSettings: toolSettings),
    // What a grading says, for whom: the terminal's text, JSON, JUnit, Markdown, CSV, the
    // gradebooks', GitHub Classroom's and the CI log's, the class's HTML page; shards merged.
    .target(
      name: "Reports",
      dependencies: ["Diagnostics", "Grading", "LessonKit", "SwiftToolchain", "TutorSupport"],
      swiftSettings: toolSettings),
    // A course checked before students see it: examples, claims, references, starters, hints,
    // the wrong answers the checks must catch (`swift-tutor validate`).
    .target(
      name: "CourseValidation",
      dependencies: [
        "Diagnostics", "Grading", "LessonKit", "Sandbox", "SwiftToolchain", "TutorChecks",
        "TutorSupport",
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
      ],
      swiftSettings: toolSettings),
    // The live session: each REPL input compiled into a module of its own, run in one host.
    .target(
      name: "LiveSession",
      dependencies: [
        "Grading", "LessonKit", "PlaygroundRuntime", "Diagnostics", "Sandbox", "SwiftToolchain",
        "TutorSupport",
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
      ],
      swiftSettings: toolSettings),
    // Completion that knows Swift: the toolchain's sourcekit-lsp over the session's inputs.
    .target(
      name: "SourceKitCompletion",
      dependencies: ["SwiftToolchain", "TutorSupport"],
      swiftSettings: toolSettings),
    .target(
      name: "LineEditing",
      dependencies: ["CEditLine", "TutorSupport"],
      swiftSettings: toolSettings),

    // The learner's state: progress, workspace, hints, passes, the grader made on first use.
    .target(
      name: "Learner",
      dependencies: ["Grading", "LessonKit", "Reports", "TutorSupport"],
      swiftSettings: toolSettings),
    .target(
      name: "TutorTerminal",
      dependencies: [
        "Diagnostics", "Grading", "Learner", "LessonKit", "LineEditing", "LiveSession", "Reports",
        "SourceKitCompletion", "SwiftToolchain", "TutorSupport",
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
      ],
      swiftSettings: toolSettings),

    // The browser face: `swift-tutor serve`, on the same engine and learner state.
    .target(
      name: "TutorWeb",
      dependencies: [
        "Learner", "LiveSession", "Grading", "LessonKit", "Reports", "SourceKitCompletion",
        "Diagnostics", "SwiftToolchain", "TutorSupport", "CMark",
        .product(name: "Crypto", package: "swift-crypto"),
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
        .product(name: "UnixSignals", package: "swift-service-lifecycle"),
      ],
      resources: [
        .embedInCode("Assets/app.js"), .embedInCode("Assets/scratch.js"),
        .embedInCode("Assets/exercise.js"), .embedInCode("Assets/workbench.js"),
        .embedInCode("Assets/complete.js"), .embedInCode("Assets/app.css"),
        .embedInCode("Assets/teacher.js"),
      ],
      swiftSettings: toolSettings),

    // Executables
    .executableTarget(
      name: "swift-tutor",
      dependencies: [
        "TutorTerminal", "TutorWeb", "Learner", "LiveSession", "CourseValidation", "Grading",
        "LessonKit", "LineEditing", "Reports", "Sandbox", "SwiftToolchain", "TutorSupport",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: toolSettings),
    .executableTarget(
      name: "swift-tutor-bench",
      dependencies: [
        "Grading", "LiveSession", "LessonKit", "Reports", "Sandbox", "SourceKitCompletion",
        "SwiftToolchain", "TutorSupport",
      ],
      swiftSettings: toolSettings),

    // Test helpers: run the built binary and compare its output.
    .target(
      name: "TutorTestSupport",
      dependencies: ["Grading", "Reports", "Sandbox", "SwiftToolchain"],
      path: "Tests/TutorTestSupport",
      swiftSettings: toolSettings),

    // Tests
    .testTarget(
      name: "MealKitTests", dependencies: ["MealKit"], swiftSettings: swiftSettings),
    .testTarget(
      name: "ShapesTests", dependencies: ["Shapes"], swiftSettings: swiftSettings),
    .testTarget(
      name: "TutorChecksTests", dependencies: ["TutorChecks"], swiftSettings: swiftSettings),
    .testTarget(
      name: "PlaygroundRuntimeTests", dependencies: ["PlaygroundRuntime"],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "TutorSupportTests", dependencies: ["TutorSupport"], swiftSettings: swiftSettings),
    .testTarget(
      name: "LessonKitTests", dependencies: ["LessonKit", "TutorSupport", "TutorTestSupport"],
      exclude: ["Fixtures"], swiftSettings: swiftSettings),
    .testTarget(
      name: "GradingTests",
      dependencies: [
        "CourseValidation", "Grading", "Diagnostics", "LessonKit", "Reports", "Sandbox",
        "SwiftToolchain", "TutorSupport", "TutorTestSupport",
      ],
      exclude: ["Fixtures"], swiftSettings: swiftSettings),
    .testTarget(
      name: "LiveSessionTests",
      dependencies: [
        "LiveSession", "Grading", "Sandbox", "SwiftToolchain", "TutorSupport",
        "TutorTestSupport",
      ],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "LearnerTests",
      dependencies: [
        "Learner", "Grading", "Reports", "Sandbox", "LessonKit", "TutorSupport",
        "TutorTestSupport",
      ],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "TutorTerminalTests",
      dependencies: [
        "TutorTerminal", "Learner", "LineEditing", "LiveSession", "Grading", "Reports", "Sandbox",
        "SwiftToolchain", "LessonKit",
        "SourceKitCompletion", "TutorSupport", "TutorTestSupport",
      ],
      exclude: ["Transcripts"], swiftSettings: swiftSettings),
    .testTarget(
      name: "TutorWebTests",
      dependencies: [
        "TutorWeb", "Learner", "Grading", "Reports", "Sandbox", "SwiftToolchain", "TutorSupport",
        "LessonKit", "TutorTestSupport",
        "SourceKitCompletion",
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdTesting", package: "hummingbird"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "NIOEmbedded", package: "swift-nio"),
        .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
      ],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "BrowserTests", dependencies: ["TutorTestSupport"], swiftSettings: swiftSettings),
    .testTarget(
      name: "EndToEndTests",
      dependencies: ["TutorTestSupport", .product(name: "Yams", package: "Yams")],
      swiftSettings: swiftSettings),
  ]
)
