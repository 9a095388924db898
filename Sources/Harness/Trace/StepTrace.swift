/// The path of one step's event through one architecture.
public struct StepTrace: Sendable, Hashable, Codable {
    /// The step's index in the scenario (from 0).
    public var index: Int
    /// The step as scenario reports print it (`tap "signIn"`).
    public var step: String
    /// The event and every hop it led to. A step without a user event (`expect`) has a root with
    /// no children.
    public var root: TraceNode
    /// The counts of ``root``.
    public var counts: TraceCounts

    /// Creates a step's trace; the counts are taken from `root`.
    public init(index: Int, step: String, root: TraceNode) {
        self.index = index
        self.step = step
        self.root = root
        self.counts = TraceCounts(root: root)
    }
}
