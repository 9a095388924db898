import ArchKitCLI
import Foundation
import Harness
import Testing

@MainActor
@Suite("Command line: compare, run, demo, list")
struct CommandTests {
    @Test func comparePrintsTheMatrixAndTheCountLine() async {
        let result = await ArchKitCommand.main(arguments: ["compare", "--feature", "welcome"])
        #expect(result.exitCode == 0, "\(result.output)")
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(
            lines.first?.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
                == ["Scenario"] + Architecture.allCases.map(\.name))
        #expect(
            lines.contains {
                $0.hasPrefix("welcome/02-sign-in ")
                    && $0.split(separator: " ").dropFirst() == ArraySlice(Architecture.allCases.map { _ in "pass" })
            })
        #expect(!result.output.contains("FAIL"))
        #expect(lines.last?.hasSuffix(" passed, 0 failed") == true)
    }

    @Test func compareKeepsTheColumnOrderGiven() async {
        let result = await ArchKitCommand.main(arguments: ["compare", "--feature=welcome", "--arch", "redux,MVC"])
        #expect(result.output.hasPrefix("Scenario"))
        #expect(result.output.split(separator: "\n")[0].hasSuffix("Redux  MVC"))
    }

    @Test func runPlaysAFileOnEveryArchitecture() async throws {
        let file = try temporaryFile(
            #"""
            {"name": "hand-written", "feature": "welcome", "steps": [
              {"tap": "login"}, {"type": {"field": "name", "text": " Zoë "}}, {"tap": "signIn"},
              {"expect": {"stack": ["Welcome"], "widgets": {"name": {"text": "Zoë"}, "home": {"enabled": true}}}}
            ]}
            """#)
        let result = await ArchKitCommand.main(arguments: ["run", file])
        #expect(result.exitCode == 0, "\(result.output)")
        #expect(result.output.contains("\(file): hand-written"))
        #expect(result.output.hasSuffix("\n\(Architecture.allCases.count) passed, 0 failed\n"))
    }

    @Test func runReportsTheFirstFailingStepWithBothValues() async throws {
        let file = try temporaryFile(
            #"{"name": "wrong", "feature": "welcome", "steps": [{"expect": {"widgets": {"name": {"text": "Bob"}}}}]}"#)
        let result = await ArchKitCommand.main(arguments: ["run", file, "--arch", "mvc"])
        #expect(result.exitCode == 1)
        #expect(result.output.contains("MVC           FAIL  step 0 (expect): widgets.name.text: expected \"Bob\", got \"Fx\""))
    }

    @Test func runNamesTheFileLineAndStepOfAMalformedFile() async throws {
        let file = try temporaryFile("{\"name\": \"x\", \"feature\": \"welcome\", \"steps\": [\n  {\"tap\": 3}\n]}")
        let good = try temporaryFile(#"{"name": "ok", "feature": "welcome", "steps": []}"#)
        let result = await ArchKitCommand.main(arguments: ["run", file, good])
        #expect(result.exitCode == 1)
        #expect(result.output.contains("\(file):2: step 0: expected \"tap\" (a button id) as a string, found a number"))
        #expect(result.output.contains("\(good): ok"), "the other files still run")
        let count = Architecture.allCases.count
        #expect(result.output.hasSuffix("\(count) passed, 0 failed, 1 file not read\n"))
    }

    @Test func demoFitsTheWidthAndShowsEveryArchitecture() async {
        // 160 columns: wide enough for every registered architecture's full name.
        let result = await ArchKitCommand.main(arguments: ["demo", "welcome", "--width", "160"])
        #expect(result.exitCode == 0, "\(result.output)")
        for line in result.output.split(separator: "\n") {
            #expect(line.count <= 160, "too wide: \(line)")
        }
        for name in Architecture.allCases.map(\.name) {
            #expect(result.output.contains(name))
        }
        #expect(result.output.contains("== Step 0: tap \"login\""))
        #expect(result.output.contains("All \(Architecture.allCases.count) architectures showed the same screens at every step."))
    }

    @Test func listNamesArchitecturesAndScenarios() async {
        let result = await ArchKitCommand.main(arguments: ["list"])
        #expect(result.exitCode == 0)
        // Names line up two spaces past the longest argument ("observation-mvvm").
        #expect(result.output.contains("  closure-mvvm      ClosureMVVM"))
        #expect(result.output.contains("  observation-mvvm  ObservationMVVM"))
        #expect(result.output.contains("welcome/01-start"))
    }

    @Test func listNamesWhereTheScenariosLiveInThePackage() async throws {
        let result = await ArchKitCommand.main(arguments: ["list"])
        #expect(result.output.contains("\nBuilt-in scenarios (Sources/Harness/Scenarios):\n"))
        #expect(!result.output.contains("/.build/"))
        // The path printed is real: the package has the files the build copied.
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let folder = root.appendingPathComponent(BuiltInScenarios.packagePath).path
        let copied = BuiltInScenarios.files().map { String($0.dropFirst(BuiltInScenarios.folder.path.count)) }
        #expect(!copied.isEmpty)
        for file in copied { #expect(FileManager.default.fileExists(atPath: folder + file), "\(file)") }
    }

    @Test func demoWrapsLongLinesInsteadOfCuttingThem() async {
        let result = await ArchKitCommand.main(arguments: ["demo", "products", "--width", "120", "--arch", "mvc,mvp,redux"])
        #expect(result.exitCode == 0, "\(result.output)")
        #expect(!result.output.contains("…"))
        for line in result.output.split(separator: "\n") { #expect(line.count <= 120, "too wide: \(line)") }
        #expect(result.output.contains("error: Price must be"))
    }

    /// Eight architectures on an 80-column terminal, given by `--width` or by the terminal: the
    /// screens are stacked in bands, as `play` stacks them, and no line is wider than 80.
    @Test(arguments: [(["--width", "80"], 120), ([], 80)])
    func demoStacksArchitecturesInBandsWhenTheyDoNotFitSideBySide(width: [String], terminal: Int) async {
        let result = await ArchKitCommand.main(arguments: ["demo", "welcome"] + width, terminalWidth: terminal)
        #expect(result.exitCode == 0, "\(result.errorOutput)")
        for line in result.output.split(separator: "\n") { #expect(line.count <= 80, "too wide: \(line)") }
        // Three columns of at least 22 fit in 80: the eight are drawn in three bands per step.
        let firstStep = result.output.components(separatedBy: "== Step 0: ")[1].components(separatedBy: "== Step")[0]
        let bands = firstStep.split(separator: "\n").filter { line in
            ["MVC ", "ClosureMVVM ", "Redux "].contains { line.hasPrefix($0) }
        }
        #expect(bands.count == 3, "\(firstStep)")
        for name in Architecture.allCases.map(\.name) { #expect(firstStep.contains(name)) }
    }

    /// Without a terminal on standard output (as under `swift test`, output piped), `$COLUMNS`
    /// decides, else 80.
    @Test(.enabled(if: isatty(STDOUT_FILENO) == 0, "standard output is not a terminal"))
    func theWidthIsEightyWhenTheTerminalsIsUnknown() {
        #expect(TerminalWidth.current(environment: [:]) == 80)
        #expect(TerminalWidth.current(environment: ["COLUMNS": "132"]) == 132)
    }
}

@MainActor
@Suite("archkit compare --writes")
struct UnchangedWritesTests {
    @Test func listsTheStepsWithUnchangedWritesPerArchitecture() async throws {
        let result = await ArchKitCommand.main(arguments: ["compare", "--feature", "cars", "--writes"])
        #expect(result.exitCode == 0, "\(result.output)")
        let lines = result.output.split(separator: "\n").map(String.init)
        let start = try #require(lines.firstIndex { $0.hasPrefix("Unchanged writes") })
        // Labelled as what the headless widgets saw, and as information, not a ranking.
        #expect(lines[start].hasPrefix("Unchanged writes as the headless widgets saw them"), "\(lines[start])")
        #expect(lines[start + 1].hasPrefix("information about how each style updates its screens, not a ranking"))
        let names = ["MVC", "MVP", "VIPER", "ClosureMVVM", "ReactiveMVVM", "ObservationMVVM", "Redux", "TCA"]
        #expect(lines[start + 2].hasPrefix("Scenario / step "))
        #expect(lines[start + 2].split(separator: " ").suffix(names.count).map(String.init) == names)
        let steps = lines[start...].filter { $0.hasPrefix("  step ") || $0.hasPrefix("  start ") }
        #expect(!steps.isEmpty)
        // Every step listed has an unchanged write somewhere, and a cell for every architecture.
        for step in steps {
            let cells = step.split(separator: " ").suffix(names.count)
            #expect(cells.allSatisfy { $0.contains("/") || $0 == "–" }, "\(step)")
            #expect(cells.contains { !$0.hasPrefix("0/") && $0.contains("/") }, "\(step)")
        }
        let sums = try #require(lines.last)
        #expect(sums.hasPrefix("in all, the start included  "))
        #expect(!result.output.contains("(the file was not played)"))
        let plain = await ArchKitCommand.main(arguments: ["compare", "--feature", "cars"])
        #expect(!plain.output.contains("Unchanged writes"), "only with --writes")
    }
}
