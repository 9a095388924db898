/// The percentiles package-benchmark reports: p0, p50, p90, p99 and p100, with the quartiles
/// p25 and p75 that the noise rule reads (``FactorNoise``).
///
/// Every percentile is kept in the JSON report, whatever the number of samples; the tables print
/// only those the samples support (``isSupported(_:samples:)``).
public struct Percentiles: Sendable, Hashable, Codable {
    /// The smallest value.
    public var p0: Double
    /// The first quartile; `nil` in a report saved before quartiles were kept.
    public var p25: Double?
    /// The median.
    public var p50: Double
    /// The third quartile; `nil` in a report saved before quartiles were kept.
    public var p75: Double?
    /// The 90th percentile.
    public var p90: Double
    /// The 99th percentile.
    public var p99: Double
    /// The largest value.
    public var p100: Double

    /// Creates percentiles from known values.
    public init(
        p0: Double, p25: Double? = nil, p50: Double, p75: Double? = nil, p90: Double, p99: Double, p100: Double
    ) {
        self.p0 = p0
        self.p25 = p25
        self.p50 = p50
        self.p75 = p75
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
        self.init(
            p0: sorted[0], p25: rank(25), p50: rank(50), p75: rank(75), p90: rank(90), p99: rank(99),
            p100: sorted[sorted.count - 1])
    }

    /// The fewest samples that support the percentile `p` (0…100) in a table: none beyond the
    /// median, the smallest and the largest (which are always observed); for any other, enough
    /// samples that at least one lies beyond it, ⌈100 / (100 − p)⌉ above the median and
    /// ⌈100 / p⌉ below: p90 needs 10 samples, p99 100, the quartiles 4.
    /// - Complexity: O(1).
    public static func minimumSamples(for p: Double) -> Int {
        if p <= 0 || p >= 100 || p == 50 { return 1 }
        let tail = p > 50 ? 100 - p : p
        return Int((100 / tail).rounded(.up))
    }

    /// Whether `samples` samples support printing the percentile `p`: at least
    /// ``minimumSamples(for:)``. With fewer, nearest rank would print the largest (or smallest)
    /// sample under a percentile's name.
    public static func isSupported(_ p: Double, samples: Int) -> Bool {
        samples >= minimumSamples(for: p)
    }
}
