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
    /// Takes one sample; it may await work the event started, such as an effect's task, with
    /// the clock running (the event is not over until the screen shows its result) or after
    /// it stops (setup for the next sample).
    public var sample: @MainActor () async -> Sample

    /// Creates a contender.
    public init(column: String, eventsPerSample: Int = 1, sample: @escaping @MainActor () async -> Sample) {
        self.column = column
        self.eventsPerSample = eventsPerSample
        self.sample = sample
    }
}
