import Widgets

/// The outcome of one scenario on one architecture.
public struct ScenarioResult: Sendable, Hashable {
    /// The scenario's name.
    public var scenario: String
    /// The architecture's name.
    public var architecture: String
    /// What the app showed after each step, up to the failure if there was one.
    public var transcript: Transcript
    /// The widget writes each entry of the transcript cost (same indices).
    public var writes: [WriteCount]
    /// The first failing step, or `nil` when every step applied and every expectation held.
    public var failure: StepFailure?
    /// What was still alive when it should have been freed (type names and where).
    public var leaks: [String]

    /// Whether the run passed: no failure and no leak.
    public var passed: Bool { failure == nil && leaks.isEmpty }
}
