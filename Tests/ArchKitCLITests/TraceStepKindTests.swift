import ArchKitCLI
import Foundation
import Harness
import Testing

/// `archkit trace` on the steps that are not a widget event (an `expect`, a failing `expect`),
/// on a scenario without steps, and the names and values every trace prints.
@MainActor
@Suite("archkit trace: kinds of step, names and values")
struct TraceStepKindTests {

    @Test func aFailingExpectStepIsPrintedAsTheLastStepOfTheTrace() async throws {
        let path = try temporaryFile(
            #"""
            {"name": "expects the wrong name", "feature": "welcome", "steps": [
              {"tap": "login"}, {"type": {"field": "name", "text": "Ann"}},
              {"expect": {"widgets": {"name": {"text": "Bob"}}}}, {"tap": "signIn"}
            ]}
            """#)
        let result = await ArchKitCommand.main(arguments: ["trace", path, "--arch", "mvp"])
        #expect(result.exitCode == 1)
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // The heading names the long temporary path, so it wraps; the expectation's root follows it.
        let root = try #require(lines.firstIndex(of: Self.expectationRoot))
        #expect(lines[..<root].last { $0.hasPrefix("MVP · ") }?.contains(" · step 2: expect · 0 hops") == true)
        #expect(lines[root + 1] == "(no hops)")
        #expect(!result.output.contains("step 3:"))
        #expect(result.errorOutput.hasPrefix("Error: MVP failed: step 2 (expect): "))
    }

    @Test func aPassingExpectStepIsLeftOutUnlessNamed() async throws {
        let path = try temporaryFile(
            #"""
            {"name": "expects the right name", "feature": "welcome", "steps": [
              {"tap": "login"}, {"expect": {"widgets": {"name": {"text": ""}}}}
            ]}
            """#)
        let result = await ArchKitCommand.main(arguments: ["trace", path, "--arch", "mvp"])
        #expect(result.exitCode == 0, "\(result.errorOutput)")
        #expect(!result.output.contains("step 1:"))
    }

    /// `--step N` on an expect step says what the step is, not that something went wrong.
    @Test func anExpectStepNamedByStepSaysItIsAnExpectationWithoutAPath() async {
        // Step 1 of welcome/02-sign-in is an expect step.
        let result = await ArchKitCommand.main(arguments: ["trace", "welcome/02-sign-in", "--step", "1", "--arch", "redux"])
        #expect(result.exitCode == 0, "\(result.errorOutput)")
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("Redux · welcome/02-sign-in · step 1: expect · 0 hops") == true)
        #expect(lines.dropFirst().first == Self.expectationRoot)
        #expect(!result.output.contains("no widget took a user event"))
    }

    static let expectationRoot =
        "Harness: an expectation, which checks what the screen shows; it sends no event, so it has no path"

    @Test func aScenarioFileWithoutStepsIsAUsageErrorNamingTheFile() async throws {
        let path = try temporaryFile(#"{"name": "nothing", "feature": "welcome", "steps": []}"#)
        let result = await ArchKitCommand.main(arguments: ["trace", path])
        #expect(result.exitCode == 64)
        #expect(result.output.isEmpty)
        #expect(result.errorOutput.hasPrefix("Error: \(path.debugDescription) has no steps, so there is no event to trace\n"))
        #expect(result.errorOutput.contains("Usage: archkit trace"))
    }

    /// Every widget write of a tour that writes every kind of property, in every format's data,
    /// shows old → new: a row of a table included (`cars/00-showcase` selects, deselects and
    /// rewrites rows; `products/00-showcase` inserts and deletes them).
    @Test(arguments: ["cars/00-showcase", "products/00-showcase"])
    func everyWriteShowsItsOldAndNewValue(scenario: String) async throws {
        let output = await ArchKitCommand.main(arguments: ["trace", scenario, "--format", "json", "--arch", "mvc,redux"])
            .output
        let traces = try JSONDecoder().decode([ScenarioTrace].self, from: Data(output.utf8))
        let writes = traces.flatMap { $0.steps.flatMap(\.root.descendants) }.filter { $0.kind == .write }
        #expect(writes.count > 20)
        for write in writes {
            for shown in write.rows ?? [write.name] {
                #expect(shown.contains(" → ") && !shown.contains("\n"), "\(write.type) \(shown)")
            }
        }
    }

    /// Frame names carry real generic arguments or none: no `Publisher<>`, no `assign<A>`, in
    /// any architecture or format.
    @Test(arguments: Architecture.allCases)
    func frameNamesHaveNoEmptyOrPlaceholderGenericClauses(architecture: Architecture) async throws {
        let placeholder = try Regex(#"<>|#lt;#gt;|<[A-Z]\d*(, ?[A-Z]\d*)*>|#lt;[A-Z]\d*(, ?[A-Z]\d*)*#gt;"#)
        for format in ["text", "mermaid", "json"] {
            let output = await ArchKitCommand.main(arguments: [
                "trace", "cars/00-showcase", "--format", format, "--arch", architecture.argument,
            ]).output
            #expect(!output.isEmpty)
            for line in output.split(separator: "\n") {
                #expect(!line.contains(placeholder) && !line.contains("static "), "\(format): \(line)")
            }
        }
    }

    /// A hop longer than the text's 100 columns wraps under the tree's guide lines: the new
    /// value of a deep write is never cut off.
    @Test func aLongWriteWrapsInsteadOfLosingItsNewValue() async throws {
        let output = await ArchKitCommand.main(arguments: [
            "trace", "products/00-showcase", "--step", "6", "--arch", "redux",
        ]).output
        let lines = output.split(separator: "\n").map(String.init)
        for line in lines { #expect(line.count <= 100, "\(line)") }
        let write = try #require(
            lines.firstIndex { $0.hasSuffix("└─ write TableView products.insertRows(at: [5]) nil → [\"Pen\",") })
        let guides = lines[write].prefix { $0 != "└" }
        #expect(lines[write + 1] == guides + "      \"2.50\"]")
    }
}
