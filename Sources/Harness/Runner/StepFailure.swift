/// Where and how a scenario run failed: the step, what was expected and what was there.
public struct StepFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// The 0-based index of the failing step.
    public var stepIndex: Int
    /// The step in words.
    public var step: String
    /// What was checked, e.g. `widgets.name.text`, or what went wrong.
    public var subject: String
    /// The expected value, when the failure is a mismatch.
    public var expected: String?
    /// The actual value, when the failure is a mismatch.
    public var actual: String?

    /// Creates a failure.
    public init(stepIndex: Int, step: String, subject: String, expected: String? = nil, actual: String? = nil) {
        self.stepIndex = stepIndex
        self.step = step
        self.subject = subject
        self.expected = expected
        self.actual = actual
    }

    /// `step 4 (expect): widgets.name.text: expected "Ann", got "Fx"`.
    public var description: String {
        var text = "step \(stepIndex) (\(step)): \(subject)"
        if let expected, let actual { text += ": expected \(expected), got \(actual)" }
        return text
    }
}
