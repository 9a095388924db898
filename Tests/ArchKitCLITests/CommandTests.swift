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
        let signIn = lines.first { $0.hasPrefix("welcome/02-sign-in ") }
        #expect(
            signIn?.split(separator: " ").dropFirst() == ArraySlice(Array(repeating: "pass", count: Architecture.allCases.count)))
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
        #expect(result.output.hasSuffix("\(count) passed, \(count) failed\n"))
    }

    @Test func demoFitsTheWidthAndShowsEveryArchitecture() async {
        let result = await ArchKitCommand.main(arguments: ["demo", "welcome", "--width", "100"])
        #expect(result.exitCode == 0, "\(result.output)")
        for line in result.output.split(separator: "\n") {
            #expect(line.count <= 100, "too wide: \(line)")
        }
        for name in Architecture.allCases.map(\.name) {
            #expect(result.output.contains(name))
        }
        #expect(result.output.contains("== Step 0: tap \"login\""))
        #expect(
            result.output.contains("All \(Architecture.allCases.count) architectures showed the same screens at every step."))
    }

    @Test func listNamesArchitecturesAndScenarios() async {
        let result = await ArchKitCommand.main(arguments: ["list"])
        #expect(result.exitCode == 0)
        #expect(result.output.contains("  closure-mvvm    ClosureMVVM"))
        #expect(result.output.contains("welcome/01-start"))
    }

    private func temporaryFile(_ text: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("archkit-\(UUID().uuidString).json")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }
}
