import Harness

/// Every built-in scenario played once on every architecture, shared by the tests that read
/// the results (the conformance suite's cells and rows, the golden transcripts), so that the
/// matrix `archkit compare` prints is played once per test run rather than once per reader.
///
/// Each scenario's row is played the first time a test asks for it; a test asking while it
/// plays waits for the same run.
@MainActor
enum BuiltInMatrix {
    private static var rows: [Scenario: Task<ConformanceReport.Row, Never>] = [:]

    /// The row of `scenario`: its run on every architecture, in ``Architecture/allCases``'s
    /// order, each compared with the reference (``Conformance/run(_:on:progress:)``).
    static func row(_ scenario: Scenario) async -> ConformanceReport.Row {
        if let playing = rows[scenario] { return await playing.value }
        let playing = Task { await Conformance.run([scenario], on: Architecture.allCases).rows[0] }
        rows[scenario] = playing
        return await playing.value
    }

    /// The cell of `architecture` in the row of `scenario`.
    static func cell(_ scenario: Scenario, on architecture: Architecture) async -> ConformanceReport.Cell {
        let row = await row(scenario)
        guard let cell = row.cells.first(where: { $0.result.architecture == architecture.name }) else {
            preconditionFailure("no \(architecture.name) cell in the row of \(scenario)")
        }
        return cell
    }
}
