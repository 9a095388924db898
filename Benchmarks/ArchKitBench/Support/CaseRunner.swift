import BenchmarkKit

/// Runs one case's contenders interleaved and turns their samples into results; collects the
/// checks that failed, which become notes of the suite.
@MainActor
final class CaseRunner {
    let context: BenchmarkContext
    let suite: String
    private(set) var results: [CaseResult] = []
    private(set) var failures: [String] = []

    init(context: BenchmarkContext, suite: String) {
        self.context = context
        self.suite = suite
    }

    /// Records a failed check (the architecture did not reach the settled screen the case
    /// expects); the run goes on and the report says so.
    func check(_ condition: Bool, _ message: @autoclosure () -> String) {
        guard !condition else { return }
        let text = message()
        if !failures.contains(text) { failures.append(text) }
    }

    /// Measures a case in every contender.
    func run(
        _ name: String, rows: Int? = nil, plan: SamplingPlan, target: Double? = nil, _ contenders: [Contender]
    ) async {
        guard !contenders.isEmpty else { return }
        context.progress("\(suite) \(name)\(rows.map { " @\($0)" } ?? "") × \(contenders.count)")
        let samples = await InterleavedMeasurement.run(contenders, plan: plan)
        for (contender, taken) in zip(contenders, samples) {
            results.append(CaseResult(name: name, column: contender.column, rows: rows, samples: taken, target: target))
        }
    }

    /// Adds a result measured another way (bytes).
    func add(_ result: CaseResult) {
        results.append(result)
    }
}
