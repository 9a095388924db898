import Widgets

/// What a scenario run showed: the navigation stack and the top screen after every step.
///
/// Two architectures conform when their transcripts are equal. Write counts travel beside the
/// transcript (``ScenarioResult/writes``), not in it: they are a cost, not behaviour.
public struct Transcript: Sendable, Hashable, Codable {
    /// One observation: after the start (`stepIndex == nil`) or after a step.
    public struct Entry: Sendable, Hashable, Codable {
        /// The 0-based index of the step just played, or `nil` for the start.
        public var stepIndex: Int?
        /// The step in words.
        public var step: String
        /// The stack's titles, bottom first.
        public var stack: [String]
        /// The top screen.
        public var screen: ScreenSnapshot

        /// Creates an entry.
        public init(stepIndex: Int?, step: String, stack: [String], screen: ScreenSnapshot) {
            self.stepIndex = stepIndex
            self.step = step
            self.stack = stack
            self.screen = screen
        }
    }

    /// The entries, the start first.
    public var entries: [Entry]

    /// Creates a transcript.
    public init(entries: [Entry] = []) {
        self.entries = entries
    }
}
