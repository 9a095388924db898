/// Plays scenarios against architectures and compares their transcripts.
@MainActor
public enum Conformance {
    /// Plays every scenario on every factory, then compares each transcript with the reference:
    /// the first factory (in the order given) whose run of that scenario passed.
    /// - Parameters:
    ///   - scenarios: The scenarios, in row order.
    ///   - factories: The architectures, in column order.
    ///   - progress: Called after every step of every run (see ``ScenarioRunner/progress``).
    /// - Returns: The matrix of results.
    public static func run(
        _ scenarios: [Scenario], on factories: [any AppFactory],
        progress: (@MainActor (_ architecture: String, _ done: Int, _ total: Int) -> Void)? = nil
    ) async -> ConformanceReport {
        let runner = ScenarioRunner(progress: progress)
        var rows: [ConformanceReport.Row] = []
        for scenario in scenarios {
            var results: [ScenarioResult] = []
            for factory in factories { results.append(await runner.run(scenario, on: factory)) }
            let reference = results.first(where: \.passed)
            let cells = results.map { result in
                let divergence = reference.flatMap {
                    TranscriptComparison.firstDivergence(
                        reference: $0.transcript, referenceName: $0.architecture, other: result.transcript)
                }
                return ConformanceReport.Cell(result: result, divergence: divergence)
            }
            rows.append(ConformanceReport.Row(scenario: scenario.name, source: scenario.source, cells: cells))
        }
        return ConformanceReport(architectures: factories.map(\.name), rows: rows)
    }
}
