import Testing

/// Runs a suite against one local `/summary` server, started before its first test and stopped
/// after its last; tests read it from ``LocalSummaryServer/current``.
///
/// If the server cannot start (no `python3`), the suite fails with the reason; it is never
/// skipped.
struct SummaryServerTrait: SuiteTrait, TestScoping {
    var isRecursive: Bool { false }

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable @concurrent () async throws -> Void
    ) async throws {
        let process = try SummaryServerProcess()
        defer { process.stop() }
        try await LocalSummaryServer.$current.withValue(process.server) {
            try await function()
        }
    }
}

extension Trait where Self == SummaryServerTrait {
    /// Runs the suite against a local `/summary` server.
    static var summaryServer: Self { Self() }
}
