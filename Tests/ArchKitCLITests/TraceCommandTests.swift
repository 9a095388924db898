import ArchKitCLI
import Foundation
import Harness
import Testing

/// `archkit trace`: the recorded path of one event per architecture pinned as a golden file,
/// the formats, and bad input. Re-record the golden paths with
/// `RECORD_SNAPSHOTS=1 swift test --filter TraceCommandTests`.
@MainActor
@Suite("archkit trace")
struct TraceCommandTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")

    /// Tapping Sign in (step 8 of welcome/02-sign-in): a change of path in any architecture
    /// fails this until the snapshot is re-recorded.
    @Test(arguments: Architecture.allCases)
    func theSignInPathMatchesItsSnapshot(architecture: Architecture) async throws {
        let result = await ArchKitCommand.main(arguments: [
            "trace", "welcome/02-sign-in", "--step", "8", "--arch", architecture.argument,
        ])
        #expect(result.exitCode == 0, "\(result.errorOutput)")
        let file = Self.folder.appendingPathComponent("trace-sign-in-\(architecture.argument).txt")
        if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] != nil {
            try result.output.write(to: file, atomically: true, encoding: .utf8)
            return
        }
        #expect(result.output == (try String(contentsOf: file, encoding: .utf8)))
    }

    @Test func mvpNamesThePresenterAndTheViewProtocolDownToTheLabelWrites() async {
        let output = await ArchKitCommand.main(arguments: ["trace", "welcome/02-sign-in", "--step", "8", "--arch", "mvp"]).output
        let lines = output.split(separator: "\n").map(String.init)
        #expect(lines[1] == "Button signIn.tap()")
        #expect(lines.contains { $0.hasSuffix("LoginPresenter.signInButtonTapped()") })
        #expect(lines.contains { $0.hasSuffix("WelcomeViewController.displayName(_:)  (as WelcomeView)") })
        #expect(lines.contains { $0.hasSuffix("write Label name.text \"Fx\" → \"Ann\"") })
        // The presenter tells the view the whole screen: the about line too, unchanged.
        #expect(output.contains("write Label about.text \"Admin\" → \"Admin\"  (unchanged)"))
    }

    @Test func reduxNamesTheActionTheReducerRunAndTheSubscriber() async {
        let output = await ArchKitCommand.main(arguments: ["trace", "welcome/02-sign-in", "--step", "8", "--arch", "redux"])
            .output
        #expect(output.contains("action WelcomeAction.signInButtonTapped to Store\n"))
        #expect(output.contains("AppState reduce WelcomeAction.signInButtonTapped changed \\.welcome"))
        #expect(output.contains("WelcomeViewController.newState(state:)  (as StoreSubscriber)"))
    }

    @Test func tcaNamesTheActionTheReducersItRanThroughAndTheObservers() async {
        let output = await ArchKitCommand.main(arguments: ["trace", "welcome/02-sign-in", "--step", "8", "--arch", "tca"])
            .output
        // The action as the code writes it, the module and type names of nested cases left out.
        #expect(output.contains("action Action.welcome(.destination(.presented(.login(.signInButtonTapped)))) to Store"))
        #expect(output.contains("AppFeature › Scope(\\.welcome) › WelcomeFeature › Scope(case) › LoginFeature reduce"))
        #expect(output.contains("changed \\.welcome"))
        #expect(output.contains("notify Store.check 5 observers"))
    }

    @Test func anAnsweredRequestIsTracedWhereItResumesAndMarkedAsync() async throws {
        let output = await ArchKitCommand.main(arguments: [
            "trace", "summary/03-success-shows-every-country", "--step", "1", "--arch", "mvp",
        ]).output
        let lines = output.split(separator: "\n").map(String.init)
        // The heading is longer than 100 columns and wraps onto a second line, between pieces.
        #expect(lines[1] == "  11 hops, 2 types, 191 writes (0 unchanged)")
        let root = try #require(lines.firstIndex(of: "Harness: respond fixture covid-summary-real.json"))
        #expect(root == 2)
        #expect(lines[root + 1] == "└─ async ⤷ SummaryPresenter.loadButtonTapped() › closure")
        // The diffable data source reloads the table: the 186 rows are written as one.
        #expect(output.contains("write TableView countries.cells[0…185]  (186 rows, 0 unchanged)"))
        #expect(!output.contains("insertRows"))
    }

    @Test func everyLineOfTheTextFitsOneHundredColumns() async {
        let output = await ArchKitCommand.main(arguments: ["trace", "welcome/02-sign-in", "--arch", "reactive-mvvm"])
            .output
        #expect(!output.isEmpty)
        for line in output.split(separator: "\n") { #expect(line.count <= 100, "\(line)") }
    }

    @Test func jsonRoundTrips() async throws {
        let output = await ArchKitCommand.main(arguments: [
            "trace", "welcome/02-sign-in", "--format", "json", "--arch", "mvc,redux",
        ]).output
        let decoded = try JSONDecoder().decode([ScenarioTrace].self, from: Data(output.utf8))
        #expect(decoded.map(\.architecture) == ["MVC", "Redux"])
        #expect(decoded[0].steps.map(\.index) == [0, 2, 4, 5, 6, 8, 10])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        #expect(String(decoding: try encoder.encode(decoded), as: UTF8.self) + "\n" == output)
    }

    /// Every line of every diagram is one of the Mermaid constructs the formatter uses, and
    /// every message names declared participants.
    @Test(arguments: [["welcome/02-sign-in", "--step", "8"], ["summary/03-success-shows-every-country", "--step", "1"]])
    func mermaidIsASequenceDiagramOfTheConstructsUsed(scenario: [String]) async throws {
        let output = await ArchKitCommand.main(arguments: ["trace"] + scenario + ["--format", "mermaid"]).output
        let diagrams = output.components(separatedBy: "\n\n")
        #expect(diagrams.count == Architecture.allCases.count)
        let participant = try Regex(#"^    participant (p\d+) as [^;#<>\n]*(#(35|59|lt|gt);[^;#<>\n]*)*$"#)
        let message = try Regex(#"^    (p\d+)(->>|-->>|-\))(p\d+): [^;#<>\n]*(#(35|59|lt|gt);[^;#<>\n]*)*$"#)
        let note = try Regex(#"^    Note over (p\d+): [^;#<>\n]*(#(35|59|lt|gt);[^;#<>\n]*)*$"#)
        for diagram in diagrams {
            let lines = diagram.split(separator: "\n").map(String.init)
            #expect(lines.first?.hasPrefix("%% ") == true)
            #expect(lines.dropFirst().first == "sequenceDiagram")
            var declared: Set<String> = []
            for line in lines.dropFirst(2) {
                if let match = line.wholeMatch(of: participant) {
                    declared.insert(String(match.output[1].substring ?? ""))
                } else if let match = line.wholeMatch(of: message) {
                    #expect(declared.contains(String(match.output[1].substring ?? "")), "\(line)")
                    #expect(declared.contains(String(match.output[3].substring ?? "")), "\(line)")
                } else if let match = line.wholeMatch(of: note) {
                    #expect(declared.contains(String(match.output[1].substring ?? "")), "\(line)")
                } else {
                    Issue.record("not a construct of the diagram: \(line)")
                }
            }
        }
    }

    @Test func compareCountsEachStepPerArchitecture() async {
        let result = await ArchKitCommand.main(arguments: [
            "trace", "welcome/02-sign-in", "--step", "8", "--compare", "--arch", "mvc,redux",
        ])
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.contains("step 8: tap \"signIn\""))
        // The hops to the writes of updateViews(), which writes all four widgets (the about
        // label with the text it holds), and the pop of the login screen. Redux's Welcome
        // renders the user it selects the same way, from more hops (dispatch, reducer, store).
        #expect(lines.contains("  MVC           hops   7  types   2  writes   4  unchanged 1"))
        #expect(lines.contains { $0.hasPrefix("  Redux         hops ") && $0.hasSuffix("writes   4  unchanged 1") })
    }

    @Test func anUnknownScenarioIsAUsageError() async {
        let result = await ArchKitCommand.main(arguments: ["trace", "welcome/99-nothing"])
        #expect(result.exitCode == 64)
        #expect(result.errorOutput.hasPrefix("Error: unknown scenario \"welcome/99-nothing\" (see 'archkit list'"))
        #expect(result.errorOutput.contains("Usage: archkit trace"))
    }

    @Test func aStepOutOfRangeIsAUsageError() async {
        let result = await ArchKitCommand.main(arguments: ["trace", "welcome/02-sign-in", "--step", "12"])
        #expect(result.exitCode == 64)
        #expect(result.errorOutput.hasPrefix("Error: step 12 is out of range for 'welcome/02-sign-in' (its steps are 0 to 11)\n"))
    }

    /// Feature names on the command line are case-insensitive (README), a built-in scenario's
    /// name too.
    @Test func aBuiltInScenarioIsNamedInAnyCase() async {
        let result = await ArchKitCommand.main(arguments: ["trace", "Welcome/02-Sign-In", "--arch", "mvc", "--step", "0"])
        #expect(result.exitCode == 0, "\(result.errorOutput)")
        #expect(!result.output.isEmpty)
    }

    @Test func anUnknownArchitectureIsAUsageError() async {
        let result = await ArchKitCommand.main(arguments: ["trace", "welcome/02-sign-in", "--arch", "viper2"])
        #expect(result.exitCode == 64)
        #expect(result.errorOutput.hasPrefix("Error: unknown architecture 'viper2'"))
    }

    @Test func aFailingScenarioPrintsTheTraceUpToTheFailingStepAndExitsOne() async throws {
        let path = try temporaryFile(
            #"""
            {"name": "fails at step 2", "feature": "welcome", "steps": [
              {"tap": "login"}, {"type": {"field": "name", "text": "Ann"}}, {"tap": "nowhere"}, {"tap": "signIn"}
            ]}
            """#)
        let result = await ArchKitCommand.main(arguments: ["trace", path, "--arch", "mvp"])
        #expect(result.exitCode == 1)
        #expect(result.output.contains("step 1: type \"Ann\" into \"name\""))
        #expect(result.output.contains("step 2: tap \"nowhere\""))
        #expect(!result.output.contains("step 3:"))
        #expect(result.errorOutput.hasPrefix("Error: MVP failed: step 2 (tap \"nowhere\"): no widget \"nowhere\""))
    }
}
