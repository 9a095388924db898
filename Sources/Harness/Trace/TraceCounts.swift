/// How much machinery one event went through: the "how much" line of `archkit trace --compare`.
public struct TraceCounts: Sendable, Hashable, Codable {
    /// Hops below the event: every call between types and every probe it reached (a table's
    /// rows written in one go count as one hop).
    public var hops: Int
    /// Distinct types the event passed through: the callees' types and the store, state,
    /// subscriber, repository and service types the probes name; widgets and the navigation
    /// controller not included.
    public var types: Int
    /// Widget writes.
    public var writes: Int
    /// Widget writes that stored the value already there.
    public var unchanged: Int

    /// Counts the hops below `root`.
    public init(root: TraceNode) {
        let hops = root.descendants
        self.hops = hops.count
        self.types = Set(hops.filter { $0.kind != .write && $0.kind != .navigation }.map(\.type)).count
        self.writes = hops.reduce(0) { $0 + $1.writes }
        self.unchanged = hops.reduce(0) { $0 + $1.unchangedWrites }
    }
}
