/// One column of an operation: an architecture (or the direct baseline, or a primitive)
/// ready to be sampled.
///
/// The ``sample`` closure does its own setup, starts the clock after it, runs
/// ``eventsPerSample`` events, stops the clock, and returns the ``Sample``. Work that must
/// happen between samples (undoing an event, settling) belongs after the clock stops.
@MainActor
public struct Contender {
    /// The column name: "Direct", "MVC", "Reactive", …
    public var column: String
    /// The events one sample runs: 1 for a user event, a batch for nanosecond primitives.
    public var eventsPerSample: Int
    /// Takes one sample; it may await (after the clock stops) work the event started, such as
    /// an effect's task, before it checks the result.
    public var sample: @MainActor () async -> Sample

    /// Creates a contender.
    public init(column: String, eventsPerSample: Int = 1, sample: @escaping @MainActor () async -> Sample) {
        self.column = column
        self.eventsPerSample = eventsPerSample
        self.sample = sample
    }
}
