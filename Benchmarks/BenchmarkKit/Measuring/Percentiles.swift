/// The percentiles package-benchmark reports: p0, p50, p90, p99 and p100.
public struct Percentiles: Sendable, Hashable, Codable {
    /// The smallest value.
    public var p0: Double
    /// The median.
    public var p50: Double
    /// The 90th percentile.
    public var p90: Double
    /// The 99th percentile.
    public var p99: Double
    /// The largest value.
    public var p100: Double

    /// Creates percentiles from known values.
    public init(p0: Double, p50: Double, p90: Double, p99: Double, p100: Double) {
        self.p0 = p0
        self.p50 = p50
        self.p90 = p90
        self.p99 = p99
        self.p100 = p100
    }

    /// The percentiles of some values, by the nearest-rank method.
    /// - Parameter values: At least one value, in any order.
    /// - Complexity: O(*n* log *n*).
    public init(of values: [Double]) {
        precondition(!values.isEmpty, "percentiles of no values")
        let sorted = values.sorted()
        func rank(_ p: Double) -> Double {
            let index = Int((p / 100 * Double(sorted.count)).rounded(.up)) - 1
            return sorted[min(max(index, 0), sorted.count - 1)]
        }
        self.init(p0: sorted[0], p50: rank(50), p90: rank(90), p99: rank(99), p100: sorted[sorted.count - 1])
    }
}
