/// Plays a session on the other architectures and finds the first thing that differs from the
/// reference run: a failed or hung step, a leak, or a screen that differs.
@MainActor
enum FuzzCheck {
    /// The first finding of a session, architectures in the order given, or `nil` when every
    /// architecture showed the reference's screens and freed everything.
    /// - Parameters:
    ///   - session: The session and the reference's run of it.
    ///   - others: The architectures to compare with the reference (not the reference itself).
    ///   - willPlay: Called with each architecture's name before it plays.
    static func firstFinding(
        of session: FuzzSession, on others: [any AppFactory], willPlay: (String) -> Void = { _ in }
    ) async -> FuzzFinding? {
        if let finding = finding(session.reference, reference: nil, scenario: session.scenario) { return finding }
        for factory in others {
            willPlay(factory.name)
            let result = await ScenarioRunner().run(session.scenario, on: factory)
            if let finding = finding(result, reference: session.reference, scenario: session.scenario) { return finding }
        }
        return nil
    }

    /// What is wrong with one architecture's run, compared with the reference's (`nil` when
    /// `result` is the reference's own run): the earliest cause first. A screen that differed
    /// before a step failed is the divergence (the failure follows from it); then a failed or
    /// hung step; then a leak; then a run that stopped early.
    static func finding(_ result: ScenarioResult, reference: ScenarioResult?, scenario: Scenario) -> FuzzFinding? {
        let divergence = reference.flatMap {
            TranscriptComparison.firstDivergence(
                reference: $0.transcript, referenceName: $0.architecture, other: result.transcript)
        }
        func divergent(_ divergence: Divergence) -> FuzzFinding {
            FuzzFinding(
                kind: .divergence, architecture: result.architecture, subject: divergence.subject,
                detail: divergence.description, stepIndex: divergence.stepIndex, scenario: scenario)
        }
        if let divergence, divergence.subject != TranscriptComparison.stepCountSubject { return divergent(divergence) }
        if let failure = result.failure {
            return FuzzFinding(
                kind: .failure, architecture: result.architecture, subject: failure.subject,
                detail: failure.description, stepIndex: failure.stepIndex, scenario: scenario)
        }
        if let leak = result.leaks.first {
            let subject = leak.range(of: " still alive").map { String(leak[..<$0.upperBound]) } ?? leak
            return FuzzFinding(
                kind: .leak, architecture: result.architecture, subject: subject, detail: leak, stepIndex: nil,
                scenario: scenario)
        }
        return divergence.map(divergent)
    }
}
