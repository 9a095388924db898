/// One measurement: the time a batch of events took, and the widget writes they made.
public struct Sample: Sendable, Hashable {
    /// The measured time of the whole batch, in nanoseconds.
    public var nanoseconds: UInt64
    /// How many events the batch held; the time per event is `nanoseconds / events`.
    public var events: Int
    /// Widget writes made by the batch (the custom metric), if counted.
    public var writes: Int
    /// Of ``writes``, those that stored a value equal to the one already there.
    public var unchangedWrites: Int

    /// Creates a sample.
    public init(nanoseconds: UInt64, events: Int, writes: Int = 0, unchangedWrites: Int = 0) {
        self.nanoseconds = nanoseconds
        self.events = events
        self.writes = writes
        self.unchangedWrites = unchangedWrites
    }

    /// The time per event, in nanoseconds.
    public var nanosecondsPerEvent: Double { Double(nanoseconds) / Double(max(events, 1)) }
}
