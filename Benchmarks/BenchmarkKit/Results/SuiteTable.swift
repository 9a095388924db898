import Foundation

/// A suite seen as js-framework-benchmark shows it: cases as rows, columns as columns, each
/// value also as a factor of the fastest column and of the baseline column, and the geometric
/// mean of the factors per column.
public struct SuiteTable: Sendable {
    /// One cell.
    public struct Cell: Sendable, Hashable {
        /// The result shown.
        public var result: CaseResult
        /// `value / fastest value` of the row (1.0 for the fastest).
        public var factorToFastest: Double
        /// `value / baseline value` of the row, when the suite has a baseline column.
        public var factorToBaseline: Double?
    }

    /// The suite.
    public let suite: SuiteResult
    /// The case labels, in order.
    public let rows: [String]
    /// The columns that have at least one result, in the suite's order.
    public let columns: [String]
    /// `cells[row][column]`, `nil` where the column has no result for the case.
    public let cells: [[Cell?]]

    /// The suite's baseline column when the table has it (a run with `--arch mvc` has no
    /// Direct column, and then no factors to it to show).
    public var baselineColumn: String? {
        suite.baselineColumn.flatMap { columns.contains($0) ? $0 : nil }
    }

    /// Builds the table of a suite.
    public init(_ suite: SuiteResult) {
        self.suite = suite
        rows = suite.caseLabels
        let present = Set(suite.results.map(\.column))
        columns = suite.columns.filter(present.contains)
        var cells: [[Cell?]] = []
        for label in rows {
            let results = columns.map { suite.result(label: label, column: $0) }
            let values = results.compactMap { $0.map(Self.comparable) }.filter { $0 > 0 }
            let fastest = values.min() ?? 0
            let baseline = suite.baselineColumn.flatMap { suite.result(label: label, column: $0).map(Self.comparable) }
            cells.append(
                results.map { result in
                    guard let result else { return nil }
                    let value = Self.comparable(result)
                    // Nothing is faster than nothing: a zero (0 bytes left after a pop) is 1.00.
                    let toFastest = fastest > 0 && value > 0 ? value / fastest : 1
                    let toBaseline = baseline.flatMap { $0 > 0 ? value / $0 : nil }
                    return Cell(result: result, factorToFastest: toFastest, factorToBaseline: toBaseline)
                })
        }
        self.cells = cells
    }

    /// The value factors are computed from: bytes in whole bytes and at least the allocator's
    /// noise floor (``BaselineComparison/byteFloor``, 16 B: below it a difference is the
    /// allocator's rounding, so 2 B and 21 B compare as 16 B and 21 B, and 0 B and 96 B as 16 B
    /// and 96 B); times as they are.
    static func comparable(_ result: CaseResult) -> Double {
        result.unit == "bytes" ? max(result.value.rounded(), BaselineComparison.byteFloor) : result.value
    }

    /// What a factor means in this suite, for suites that measure bytes: every report prints
    /// it under the table.
    public var factorNote: String? {
        guard suite.results.contains(where: { $0.unit == "bytes" }) else { return nil }
        let floor = Quantity.bytes(BaselineComparison.byteFloor)
        return "A memory factor is a column's bytes divided by the fewest bytes in its row (×1.00 is the "
            + "leanest); a value below \(floor) counts as \(floor), the allocator's granularity, so a difference of a "
            + "few bytes is not a factor."
    }

    /// The geometric mean of a column's factors to the fastest, over the rows it has.
    public func geometricMeanToFastest(column: Int) -> Double? {
        Self.geometricMean(cells.compactMap { $0[column]?.factorToFastest })
    }

    /// The geometric mean of a column's factors to the baseline, over the rows it has.
    public func geometricMeanToBaseline(column: Int) -> Double? {
        Self.geometricMean(cells.compactMap { $0[column]?.factorToBaseline })
    }

    /// The geometric mean of positive values; `nil` for none.
    public static func geometricMean(_ values: [Double]) -> Double? {
        let positive = values.filter { $0 > 0 }
        guard !positive.isEmpty else { return nil }
        return exp(positive.map(log).reduce(0, +) / Double(positive.count))
    }
}
