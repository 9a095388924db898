import Foundation

/// The exponent *k* of time ∝ rows^*k*, fitted by least squares on log time against log rows.
///
/// *k* near 1 is linear; near 2, quadratic. An operation that touches one row whatever the
/// list's length has *k* near 0.
public struct ScalingFit: Sendable, Hashable, Codable {
    /// The operation ("Products.create").
    public var name: String
    /// The column.
    public var column: String
    /// The fitted exponent.
    public var exponent: Double
    /// The row counts fitted.
    public var rows: [Int]

    /// Creates a fit from known values.
    public init(name: String, column: String, exponent: Double, rows: [Int]) {
        self.name = name
        self.column = column
        self.exponent = exponent
        self.rows = rows
    }

    /// Whether the fit can be read as a finding: ``canFit(rows:)`` holds for its sizes.
    public var isMeaningful: Bool { Self.canFit(rows: rows) }

    /// Whether table sizes `rows` can carry a fit: at least three sizes, the largest at least ten
    /// times the smallest. A line through two points, or through sizes close together, fits noise
    /// as readily as growth (a quick run's 100 and 1,000 rows gave k = −0.37).
    /// - Complexity: O(*n*), *n* the sizes given.
    public static func canFit(rows: [Int]) -> Bool {
        guard let smallest = rows.min(), let largest = rows.max(), smallest > 0 else { return false }
        return Set(rows).count >= 3 && Double(largest) / Double(smallest) >= 10
    }

    /// The exponent as reports print it: "1.02".
    public var exponentText: String { String(format: "%.2f", exponent) }

    /// Why sizes `rows` carry no fit, for the one line a report prints instead of exponents:
    /// "2 sizes (250, 1000); a fit needs 3 or more, the largest at least 10× the smallest".
    public static func unfitReason(rows: [Int]) -> String {
        let sizes = Array(Set(rows)).sorted()
        return "\(sizes.count) \(sizes.count == 1 ? "size" : "sizes") (\(sizes.map(String.init).joined(separator: ", "))); "
            + "a fit needs 3 or more, the largest at least 10× the smallest"
    }

    /// Fits the exponent to (rows, nanoseconds) points.
    /// - Returns: `nil` with fewer than two distinct row counts.
    public init?(name: String, column: String, points: [(rows: Int, nanoseconds: Double)]) {
        let usable = points.filter { $0.rows > 0 && $0.nanoseconds > 0 }
        guard Set(usable.map(\.rows)).count >= 2 else { return nil }
        let xs = usable.map { log(Double($0.rows)) }
        let ys = usable.map { log($0.nanoseconds) }
        let meanX = xs.reduce(0, +) / Double(xs.count)
        let meanY = ys.reduce(0, +) / Double(ys.count)
        var numerator = 0.0
        var denominator = 0.0
        for (x, y) in zip(xs, ys) {
            numerator += (x - meanX) * (y - meanY)
            denominator += (x - meanX) * (x - meanX)
        }
        self.init(name: name, column: column, exponent: numerator / denominator, rows: usable.map(\.rows).sorted())
    }
}
