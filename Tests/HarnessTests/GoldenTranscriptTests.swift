import Foundation
import Harness
import Testing

/// Golden transcripts: what every built-in scenario shows, step by step, kept as files under
/// `Tests/HarnessTests/Snapshots/`. The conformance suite checks that the eight architectures
/// agree with each other; this checks that they still agree with what was reviewed, so a change
/// that alters all eight at once is caught too.
///
/// Re-record after an intended change with `RECORD_SNAPSHOTS=1 swift test --filter GoldenTranscriptTests`
/// and review the diff.
@MainActor
@Suite("Golden transcripts")
struct GoldenTranscriptTests {
    nonisolated static let scenarios: [Scenario] = (try? BuiltInScenarios.load()) ?? []
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")

    @Test(arguments: scenarios)
    func transcriptMatchesTheGoldenFile(scenario: Scenario) async throws {
        let result = await BuiltInMatrix.cell(scenario, on: Architecture.mvc).result  // MVC's run of the shared matrix
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(result.transcript) + Data("\n".utf8)
        let file = Self.folder.appendingPathComponent("\(scenario.description).json")
        if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] != nil {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: file)
            return
        }
        let golden = try #require(
            try? Data(contentsOf: file), "no golden transcript at \(file.path); record it with RECORD_SNAPSHOTS=1")
        let expected = try JSONDecoder().decode(Transcript.self, from: golden)
        if let divergence = TranscriptComparison.firstDivergence(
            reference: expected, referenceName: "the golden file", other: result.transcript)
        {
            Issue.record("\(scenario): \(divergence)")
        }
    }
}
