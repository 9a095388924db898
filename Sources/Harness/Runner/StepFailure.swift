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
    /// The other values the same `expect` step found wrong, after the first (``subject``,
    /// ``expected``, ``actual``), in the order the step names them; empty for any other failure.
    public var more: [Mismatch]

    /// One more value an `expect` step found wrong.
    public struct Mismatch: Sendable, Hashable, CustomStringConvertible {
        /// What was checked, e.g. `widgets.name.text`.
        public var subject: String
        /// The expected value, quoted and bounded as failure messages print values.
        public var expected: String
        /// The actual value, likewise.
        public var actual: String

        /// Creates a mismatch.
        public init(subject: String, expected: String, actual: String) {
            self.subject = subject
            self.expected = expected
            self.actual = actual
        }

        /// `widgets.name.text: expected "Ann", got "Fx"`.
        public var description: String { "\(subject): expected \(expected), got \(actual)" }
    }

    /// Creates a failure.
    public init(
        stepIndex: Int, step: String, subject: String, expected: String? = nil, actual: String? = nil,
        more: [Mismatch] = []
    ) {
        self.stepIndex = stepIndex
        self.step = step
        self.subject = subject
        self.expected = expected
        self.actual = actual
        self.more = more
    }

    /// `step 4 (expect): widgets.name.text: expected "Ann", got "Fx"`, then ` (and 2 more)`
    /// when the step found more values wrong (``more`` lists them).
    public var description: String {
        var text = "step \(stepIndex) (\(step)): \(subject)"
        if let expected, let actual { text += ": expected \(expected), got \(actual)" }
        if !more.isEmpty { text += " (and \(more.count) more)" }
        return text
    }
}
