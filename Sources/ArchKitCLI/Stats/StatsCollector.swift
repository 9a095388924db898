import Domain
import Harness
import SwiftLexing

/// Measures what ``StatsReport`` holds: reads the source tree and plays the built-in scenarios.
///
/// The scenarios are played one at a time, in this process, on the main actor; each run's
/// writes are its own app's (``RunningApp`` meters them), so the numbers are the same
/// whatever else runs, and from run to run.
@MainActor
enum StatsCollector {
    /// A feature's folder name under an architecture's target: `Welcome`, `Products`, `Cars`,
    /// `Summary`.
    static func folderName(_ feature: Feature) -> String {
        feature.rawValue.prefix(1).uppercased() + feature.rawValue.dropFirst()
    }

    /// What went wrong while measuring: a folder missing from the tree, a file that cannot be
    /// read, a scenario that failed (its writes would be a partial run's).
    struct Failure: Error, Equatable {
        var message: String
    }

    /// Measures `architectures` × `features` in `tree`.
    /// - Parameter progress: Told the architecture and feature being played, for a progress line.
    /// - Returns: The report, and a line for every scenario that failed or leaked (the report
    ///   still counts what those runs wrote).
    /// - Throws: ``Failure`` naming the path of a feature folder that is missing or a file that
    ///   cannot be read.
    static func collect(
        tree: SourceTree, architectures: [Architecture], features: [Feature],
        progress: (@MainActor (String) -> Void)? = nil
    ) async throws(Failure) -> (report: StatsReport, failures: [String]) {
        var scenarios: [Feature: [Scenario]] = [:]
        for feature in features {
            do {
                scenarios[feature] = try BuiltInScenarios.load(feature: feature)
            } catch {
                throw Failure(message: "built-in scenario: \(error)")
            }
        }
        var report = StatsReport(architectures: [])
        var failures: [String] = []
        for architecture in architectures {
            let target = "Sources/\(architecture.targetName)"
            guard tree.isFolder(target) else { throw Failure(message: "no folder \(target.quoted) in \(tree.root.path.quoted)") }
            var featureFiles: [Feature: [FileStats]] = [:]
            var featureNames: [Feature: Set<String>] = [:]
            for feature in Feature.allCases {
                let folder = "\(target)/\(folderName(feature))"
                guard tree.isFolder(folder) else {
                    throw Failure(message: "no folder \(folder.quoted) in \(tree.root.path.quoted)")
                }
                var files: [FileStats] = []
                var names: Set<String> = []
                for path in tree.swiftFiles(under: folder) {
                    let (stats, declarations) = try measure(path, in: tree)
                    files.append(stats)
                    names.formUnion(declarations.topLevelNames)
                }
                featureFiles[feature] = files
                featureNames[feature] = names
            }
            let testFolder = "Tests/\(architecture.targetName)Tests"
            var testFiles: [(path: String, text: String)] = []
            for path in tree.swiftFiles(under: testFolder) {
                do {
                    testFiles.append((path, try tree.text(of: path)))
                } catch {
                    throw Failure(message: "cannot read \(path.quoted): \(error.localizedDescription)")
                }
            }
            let attribution = TestAttribution(testFiles: testFiles, featureNames: featureNames)
            var rows: [FeatureStats] = []
            for feature in features {
                progress?("\(architecture.name) \(feature.rawValue)")
                var writes = WriteStats()
                for scenario in scenarios[feature] ?? [] {
                    let result = await ScenarioRunner().run(scenario, on: architecture)
                    if !result.passed {
                        failures.append(
                            "\(architecture.name) failed \(scenario): \(result.failure?.description ?? "leak: \(result.leaks.joined(separator: "; "))")"
                        )
                    }
                    writes = writes + played(scenario, result)
                }
                let files = featureFiles[feature] ?? []
                rows.append(
                    FeatureStats(
                        feature: feature.rawValue, folder: "\(target)/\(folderName(feature))", code: sum(files), files: files,
                        tests: attribution.tests[feature] ?? [], writes: writes))
            }
            if features == Feature.allCases {
                let inFeatures = Set(featureFiles.values.joined().map(\.path))
                var otherFiles: [FileStats] = []
                for path in tree.swiftFiles(under: target) where !inFeatures.contains(path) {
                    otherFiles.append(try measure(path, in: tree).stats)
                }
                rows.append(
                    FeatureStats(
                        feature: "other", folder: target, code: sum(otherFiles), files: otherFiles, tests: attribution.other,
                        writes: WriteStats()))
                rows.append(
                    FeatureStats(
                        feature: "all", folder: target, code: rows.map(\.code).reduce(CodeStats(), +), files: [],
                        tests: attribution.all, writes: rows.map(\.writes).reduce(WriteStats(), +)))
            }
            report.architectures.append(ArchitectureStats(architecture: architecture.name, rows: rows))
        }
        return (report, failures)
    }

    /// The steps and writes of one run: every step played but `expect`, and the writes of every
    /// step played (the start, before the first step, left out).
    static func played(_ scenario: Scenario, _ result: ScenarioResult) -> WriteStats {
        var stats = WriteStats(scenarios: 1)
        for (entry, count) in zip(result.transcript.entries, result.writes) {
            guard let index = entry.stepIndex else { continue }
            if case .expect = scenario.steps[index] { continue }
            stats.steps += 1
            stats.writes += count.total
            stats.unchangedWrites += count.unchanged
        }
        return stats
    }

    private static func sum(_ files: [FileStats]) -> CodeStats {
        files.map(\.code).reduce(CodeStats(), +)
    }

    /// One file's lines and types, and its declarations.
    static func measure(_ path: String, in tree: SourceTree) throws(Failure) -> (
        stats: FileStats, declarations: SwiftDeclarations
    ) {
        let text: String
        do {
            text = try tree.text(of: path)
        } catch {
            throw Failure(message: "cannot read \(path.quoted): \(error.localizedDescription)")
        }
        let scanner = SwiftLexer(text)
        let declarations = SwiftDeclarations(scanner.tokens)
        let code = CodeStats(
            files: 1, lines: scanner.count(.code), commentLines: scanner.count(.comment), blankLines: scanner.count(.blank),
            types: declarations.types.count)
        return (FileStats(path: path, code: code), declarations)
    }
}
