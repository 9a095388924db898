import Domain

/// One generated user session: its place in the run, its steps, and what the reference
/// architecture showed while the steps were chosen.
public struct FuzzSession: Sendable {
    /// The session's 0-based index in the run.
    public var index: Int
    /// The steps, as a scenario (no `expect` steps).
    public var scenario: Scenario
    /// The reference architecture's run of the steps: the transcript the others must match.
    public var reference: ScenarioResult
}
