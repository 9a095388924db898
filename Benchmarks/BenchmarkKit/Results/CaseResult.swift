/// The result of one case (`Subject.Operation`) in one column.
///
/// ``value`` is the number factors are computed from: the median time per event in
/// nanoseconds for timed cases (``time`` is set), or bytes for memory cases.
public struct CaseResult: Sendable, Hashable, Codable {
    /// The case, named `Subject.Operation` ("Car.editMake", "PassthroughSubject.send1").
    public var name: String
    /// The column: "Direct", an architecture ("MVC"), or a primitive's engine ("Reactive").
    public var column: String
    /// The number of rows the case worked on, for list and scaling cases.
    public var rows: Int?
    /// The unit of ``value``: "ns" (per event) or "bytes".
    public var unit: String
    /// The number the tables compare: p50 nanoseconds per event, or bytes.
    public var value: Double
    /// Time per event, in nanoseconds, for timed cases.
    public var time: Percentiles?
    /// Samples taken (warm-up excluded).
    public var samples: Int
    /// Events per sample (more than 1 when very short operations are batched).
    public var eventsPerSample: Int
    /// Widget writes per event, where writes are counted.
    public var writesPerEvent: Double?
    /// Widget writes per event that changed nothing.
    public var unchangedWritesPerEvent: Double?
    /// The target set for this case (Docs/Benchmarks.md), in ``unit``, if any.
    public var target: Double?
    /// How ``value`` compares with the baseline report, when one was given.
    public var baseline: BaselineChange?

    /// Creates a result.
    public init(
        name: String, column: String, rows: Int? = nil, unit: String, value: Double,
        time: Percentiles? = nil, samples: Int, eventsPerSample: Int = 1, writesPerEvent: Double? = nil,
        unchangedWritesPerEvent: Double? = nil, target: Double? = nil, baseline: BaselineChange? = nil
    ) {
        self.name = name
        self.column = column
        self.rows = rows
        self.unit = unit
        self.value = value
        self.time = time
        self.samples = samples
        self.eventsPerSample = eventsPerSample
        self.writesPerEvent = writesPerEvent
        self.unchangedWritesPerEvent = unchangedWritesPerEvent
        self.target = target
        self.baseline = baseline
    }

    /// A timed result from samples: percentiles of the time per event, and writes per event.
    public init(name: String, column: String, rows: Int? = nil, samples: [Sample], target: Double? = nil) {
        let perEvent = samples.map(\.nanosecondsPerEvent)
        let time = Percentiles(of: perEvent.isEmpty ? [0] : perEvent)
        let events = Double(max(samples.reduce(0) { $0 + $1.events }, 1))
        let writes = Double(samples.reduce(0) { $0 + $1.writes })
        let unchanged = Double(samples.reduce(0) { $0 + $1.unchangedWrites })
        self.init(
            name: name, column: column, rows: rows, unit: "ns", value: time.p50, time: time,
            samples: samples.count, eventsPerSample: samples.first?.events ?? 1,
            writesPerEvent: writes / events, unchangedWritesPerEvent: unchanged / events, target: target)
    }

    /// The key a baseline report is matched by.
    public var key: String { "\(name)|\(column)|\(rows.map(String.init) ?? "")" }
}
