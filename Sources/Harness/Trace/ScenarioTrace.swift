/// The traced steps of one scenario on one architecture.
public struct ScenarioTrace: Sendable, Hashable, Codable {
    /// The scenario's label (`welcome/06-home-and-sign-out`).
    public var scenario: String
    /// The architecture's name (`MVP`).
    public var architecture: String
    /// The steps traced, in order; up to and including a failing step.
    public var steps: [StepTrace]
    /// Why the scenario failed (the runner's failure, or what leaked), or `nil` if it passed.
    public var failure: String?

    /// Creates a trace.
    public init(scenario: String, architecture: String, steps: [StepTrace], failure: String?) {
        self.scenario = scenario
        self.architecture = architecture
        self.steps = steps
        self.failure = failure
    }
}
