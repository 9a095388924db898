// swift-tools-version: 6.1
//
// ArchKit: the same features built as MVC, MVP, VIPER, closure MVVM, reactive MVVM,
// Observation MVVM, Redux and TCA, over one model layer and a headless widget kit, played by
// one harness.
//
// The manifest is the dependency picture: layers at the bottom, architectures in the
// middle (they never import each other), tools on top.

import PackageDescription

// MARK: - Layers

let layers: [Target] = [
    // The trace probes' switch and log: call stacks at the boundaries below, captured with the
    // toolchain's Runtime module. No Foundation. The engines do not import it: each has a hook of
    // its own (ReduxStore's `StoreTracing`), which the Harness fills when it records a trace.
    .target(name: "Tracing", dependencies: ["CommandLineKit"]),
    // The shared model layer: entities, rules, repositories, services. Foundation only.
    .target(name: "Domain", dependencies: ["Tracing"], resources: [.copy("Resources")]),
    // The headless UIKit stand-in: widgets, screens, navigation, write counters.
    .target(name: "Widgets", dependencies: ["Tracing"]),
    // The Combine-shaped reactive core. No Foundation.
    .target(name: "Reactive"),
    // The ReSwift-shaped store. No Foundation, nothing of the package (EngineIsolationTests).
    .target(name: "ReduxStore"),
    // The Composable Architecture-shaped engine (TCA): reducers returning effects, scoped
    // stores, observation. No Foundation.
    .target(name: "ComposableEngine"),
    // TCA's TestStore for the engine, reporting through Swift Testing.
    .target(name: "ComposableTesting", dependencies: ["ComposableEngine"]),
]

// MARK: - Architectures (each sees Domain and Widgets, plus its own engine; never each other)

let architectures: [Target] = [
    .target(name: "MVC", dependencies: ["Domain", "Widgets"]),
    .target(name: "MVP", dependencies: ["Domain", "Widgets"]),
    .target(name: "VIPER", dependencies: ["Domain", "Widgets"]),
    .target(name: "ClosureMVVM", dependencies: ["Domain", "Widgets"]),
    .target(name: "ReactiveMVVM", dependencies: ["Domain", "Widgets", "Reactive"]),
    // Observation (the toolchain's module) and UIKit 26's tracked updateProperties().
    .target(name: "ObservationMVVM", dependencies: ["Domain", "Widgets"]),
    .target(name: "Redux", dependencies: ["Domain", "Widgets", "ReduxStore"]),
    .target(name: "Composable", dependencies: ["Domain", "Widgets", "ComposableEngine"]),
]

// MARK: - Tools

let tools: [Target] = [
    // The command-line layer both executables share: commands declared once, parsed, validated
    // and explained from that declaration (argument-parser's shape); input files read with the
    // real reason when they cannot be; values escaped for one-line messages. Foundation only.
    .target(name: "CommandLineKit"),
    // Swift source read as the compiler's lexer splits it (comments, nested; strings, multi-line,
    // raw, interpolated): line kinds and tokens for `archkit stats`, comments and strings blanked
    // for the docs' excerpt generator. No Foundation.
    .target(name: "SwiftLexing"),
    // Registry, scenarios, runner, transcripts, comparison, traces (it installs the engines' trace
    // hooks, so the engines need not import Tracing).
    .target(
        name: "Harness",
        dependencies: [
            "CommandLineKit", "Domain", "Widgets", "Tracing", "ReduxStore", "MVC", "MVP", "VIPER", "ClosureMVVM",
            "ReactiveMVVM", "ObservationMVVM", "Redux", "Composable",
        ],
        resources: [.copy("Scenarios")]
    ),
    // The command-line front as a library, so tests run it in-process.
    .target(name: "ArchKitCLI", dependencies: ["CommandLineKit", "Harness", "Domain", "Widgets", "SwiftLexing"]),
    .executableTarget(name: "archkit", dependencies: ["ArchKitCLI"]),
]

// MARK: - Benchmarks (release builds only; see Docs/Benchmarks.md)

let benchmarks: [Target] = [
    // Measuring and reporting: sampling, percentiles, allocator statistics, the report and its
    // terminal, JSON, CSV, Markdown and HTML forms, the command line. Knows no architecture.
    .target(name: "BenchmarkKit", dependencies: ["CommandLineKit", "CMalloc"], path: "Benchmarks/BenchmarkKit"),
    // glibc's <malloc.h> (mallinfo2), which the toolchain's Glibc module leaves out.
    .systemLibrary(name: "CMalloc", path: "Benchmarks/CMalloc"),
    // The hand-written floor: screens whose widgets are written by hand, no architecture.
    .target(name: "DirectBaseline", dependencies: ["Domain", "Widgets"], path: "Benchmarks/DirectBaseline"),
    // The suites, run against every architecture of the registry and the direct baseline.
    .executableTarget(
        name: "archkit-bench",
        dependencies: [
            "BenchmarkKit", "CommandLineKit", "DirectBaseline", "Harness", "Domain", "Widgets", "Reactive", "ReduxStore",
            "ComposableEngine",
        ],
        path: "Benchmarks/ArchKitBench"
    ),
]

// MARK: - Tests

let tests: [Target] = [
    // Shared test helpers: recorders, fakes, leak tracking.
    .target(
        name: "TestSupport",
        dependencies: ["Domain", "Widgets"],
        path: "Tests/TestSupport"
    ),
    // Test-only architectures that break the contract on purpose, for the harness's and the CLI's tests.
    .target(name: "HarnessTestSupport", dependencies: ["Harness", "Domain", "Widgets"], path: "Tests/HarnessTestSupport"),
    .testTarget(name: "DomainTests", dependencies: ["Domain"]),
    // Talks HTTP to a local Python server (Tests/IntegrationTests/Server) on 127.0.0.1.
    .testTarget(name: "IntegrationTests", dependencies: ["Domain"], exclude: ["Server"]),
    .testTarget(name: "WidgetsTests", dependencies: ["Widgets", "TestSupport"]),
    .testTarget(name: "ReactiveTests", dependencies: ["Reactive"]),
    .testTarget(name: "ReduxStoreTests", dependencies: ["ReduxStore"]),
    .testTarget(name: "ComposableEngineTests", dependencies: ["ComposableEngine"]),
    .testTarget(name: "ComposableTestingTests", dependencies: ["ComposableTesting", "ComposableEngine"]),
    .testTarget(name: "MVCTests", dependencies: ["MVC", "Domain", "Widgets", "TestSupport"]),
    .testTarget(name: "MVPTests", dependencies: ["MVP", "Domain", "Widgets", "TestSupport"]),
    .testTarget(name: "VIPERTests", dependencies: ["VIPER", "Domain", "Widgets", "TestSupport"]),
    .testTarget(name: "ClosureMVVMTests", dependencies: ["ClosureMVVM", "Domain", "Widgets", "TestSupport"]),
    .testTarget(
        name: "ReactiveMVVMTests",
        dependencies: ["ReactiveMVVM", "Reactive", "Domain", "Widgets", "TestSupport"]
    ),
    .testTarget(
        name: "ObservationMVVMTests", dependencies: ["ObservationMVVM", "Domain", "Widgets", "TestSupport"]
    ),
    .testTarget(name: "ReduxTests", dependencies: ["Redux", "ReduxStore", "Domain", "Widgets", "TestSupport"]),
    .testTarget(
        name: "ComposableTests",
        dependencies: ["Composable", "ComposableEngine", "ComposableTesting", "Domain", "Widgets", "TestSupport"]
    ),
    .testTarget(
        name: "HarnessTests",
        dependencies: ["Harness", "Domain", "Widgets", "TestSupport", "HarnessTestSupport", "SwiftLexing"],
        exclude: ["Snapshots"]
    ),
    .testTarget(
        name: "ArchKitCLITests",
        dependencies: ["ArchKitCLI", "CommandLineKit", "Harness", "TestSupport", "HarnessTestSupport", "SwiftLexing"],
        exclude: ["Snapshots", "Fixtures"]),
    .testTarget(name: "CommandLineKitTests", dependencies: ["CommandLineKit"]),
    .testTarget(name: "SwiftLexingTests", dependencies: ["SwiftLexing"]),
    .testTarget(
        name: "BenchmarkKitTests", dependencies: ["BenchmarkKit", "CommandLineKit"], exclude: ["Snapshots", "Fixtures"]),
    .testTarget(name: "DirectBaselineTests", dependencies: ["DirectBaseline", "Harness", "Domain", "Widgets"]),
]

let package = Package(
    name: "ArchKit",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "archkit", targets: ["archkit"]),
        .library(name: "Harness", targets: ["Harness"]),
        .executable(name: "archkit-bench", targets: ["archkit-bench"]),
        // For Benchmarks/Peers, the separate package that measures the engines beside
        // OpenCombine, RxSwift and ReSwift (the root package never builds it).
        .library(name: "Reactive", targets: ["Reactive"]),
        .library(name: "ReduxStore", targets: ["ReduxStore"]),
        .library(name: "BenchmarkKit", targets: ["BenchmarkKit"]),
    ],
    targets: layers + architectures + tools + benchmarks + tests,
    swiftLanguageModes: [.v6]
)

// Shared settings, applied in one loop: complete checking, and nonisolated async functions run
// on their caller's actor (SE-0461), so a fake service that answers at once never leaves the
// main actor and the harness can settle a screen deterministically.
for target in package.targets where target.type != .system {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [
            .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
            .enableUpcomingFeature("InferIsolatedConformances"),
            .enableUpcomingFeature("ExistentialAny"),
        ]
}
