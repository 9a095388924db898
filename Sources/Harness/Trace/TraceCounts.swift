/// How much machinery one event went through: the "how much" line of `archkit trace --compare`.
public struct TraceCounts: Sendable, Hashable, Codable {
    /// Hops below the event: every call between types and every probe it reached.
    public var hops: Int
    /// Distinct types the event passed through: the callees' types and the store, state,
    /// subscriber, repository and service types the probes name; widgets not included.
    public var types: Int
    /// Widget writes.
    public var writes: Int
    /// Widget writes that stored the value already there.
    public var unchanged: Int

    /// Counts the hops below `root`.
    public init(root: TraceNode) {
        let hops = root.descendants
        self.hops = hops.count
        self.types = Set(hops.filter { $0.kind != .write }.map(\.type)).count
        self.writes = hops.filter { $0.kind == .write }.count
        self.unchanged = hops.filter { $0.kind == .write && $0.unchanged }.count
    }
}
