import Foundation

/// A suite seen as js-framework-benchmark shows it: cases as rows, columns as columns, each
/// value also as a factor of the fastest column and of the baseline column, and the geometric
/// mean of the factors per column.
///
/// A factor is given only where it compares something: ×fastest where the row has two values or
/// more, ×baseline where the row has the baseline and another column. A suite in which no row
/// compares two columns (the primitives: one engine per case) is compared with its floor
/// instead: the smallest value of its first column (``floor``). Rows whose columns no comparing
/// row uses (the memory suite's engine bindings) are ``listedRows``: reports show them apart, one
/// line per result, rather than as a row of dashes in the matrix.
public struct SuiteTable: Sendable {
    /// One cell.
    public struct Cell: Sendable, Hashable {
        /// The result shown.
        public var result: CaseResult
        /// `value / fastest value` of the row (1.0 for the fastest); `nil` in a row with one value.
        public var factorToFastest: Double?
        /// Whether ``factorToFastest`` is within the noise (``FactorNoise``); `nil` when unknown.
        public var fastestWithinNoise: Bool?
        /// `value / baseline value` of the row, when the row has the baseline column and another.
        public var factorToBaseline: Double?
        /// Whether ``factorToBaseline`` is within the noise; `nil` when unknown.
        public var baselineWithinNoise: Bool?
        /// `value / floor value`, in a suite compared with its ``SuiteTable/floor`` (not for the
        /// floor itself).
        public var factorToFloor: Double?
        /// Whether ``factorToFloor`` is within the noise; `nil` when unknown.
        public var floorWithinNoise: Bool?
    }

    /// The suite.
    public let suite: SuiteResult
    /// The case labels, in order.
    public let rows: [String]
    /// The columns that have at least one result, in the suite's order.
    public let columns: [String]
    /// `cells[row][column]`, `nil` where the column has no result for the case.
    public let cells: [[Cell?]]
    /// The result every other is compared with when no row compares two columns, the suite has
    /// no baseline column and its first column is in the table beside another: the smallest value
    /// of that column (the primitives' `Closure.call`); `nil` otherwise.
    public let floor: CaseResult?

    /// The suite's baseline column when the table has it (a run with `--arch mvc` has no
    /// Direct column, and then no factors to it to show).
    public var baselineColumn: String? {
        suite.baselineColumn.flatMap { columns.contains($0) ? $0 : nil }
    }

    /// Whether any cell has a factor to the fastest: a ×fastest column that would read 1.00
    /// everywhere compares nothing, and reports leave it out.
    public var comparesFastest: Bool { cells.contains { $0.contains { $0?.factorToFastest != nil } } }

    /// Whether any cell has a factor to the baseline column.
    public var comparesBaseline: Bool { cells.contains { $0.contains { $0?.factorToBaseline != nil } } }

    /// The indices of the rows shown apart from the matrix: rows none of whose columns has a
    /// value in a row that compares two columns or more.
    public var listedRows: [Int] {
        let compared = Set(
            cells.filter { $0.compactMap { $0 }.count >= 2 }.flatMap { $0.compactMap { $0?.result.column } })
        return rows.indices.filter { r in cells[r].allSatisfy { $0.map { !compared.contains($0.result.column) } ?? true } }
    }

    /// The indices of the rows of the matrix: every row not in ``listedRows``.
    public var matrixRows: [Int] {
        let listed = Set(listedRows)
        return rows.indices.filter { !listed.contains($0) }
    }

    /// The indices of the columns with a value in a row of the matrix.
    public var matrixColumns: [Int] {
        let rows = matrixRows
        return columns.indices.filter { c in rows.contains { cells[$0][c] != nil } }
    }

    /// Builds the table of a suite.
    public init(_ suite: SuiteResult) {
        self.suite = suite
        let labels = suite.caseLabels
        let present = Set(suite.results.map(\.column))
        let columns = suite.columns.filter(present.contains)
        rows = labels
        self.columns = columns
        let grid = labels.map { label in columns.map { suite.result(label: label, column: $0) } }
        let comparesColumns = grid.contains { $0.compactMap { $0 }.count >= 2 }
        // A floor only where it is one: a suite without a baseline column whose first column (the
        // closure call) is in the table beside another; not a suite cut to one column.
        let first = suite.columns.first
        let hasFloor = !comparesColumns && suite.baselineColumn == nil && columns.count >= 2 && columns.first == first
        let floor =
            hasFloor
            ? suite.results.filter { $0.column == first && Self.comparable($0) > 0 }.min { $0.value < $1.value } : nil
        self.floor = floor
        let baselineColumn = suite.baselineColumn
        let built: [[Cell?]] = grid.map { results in
            let values = results.compactMap { $0 }
            let fastest = values.filter { Self.comparable($0) > 0 }.min { Self.comparable($0) < Self.comparable($1) }
            let baseline = results.first { $0?.column == baselineColumn && baselineColumn != nil } ?? nil
            return results.map { result in
                guard let result else { return nil }
                var cell = Cell(result: result)
                let value = Self.comparable(result)
                if values.count >= 2 {
                    // Nothing is faster than nothing: a zero (0 bytes left after a pop) is 1.00.
                    let reference = fastest.map(Self.comparable) ?? 0
                    cell.factorToFastest = reference > 0 && value > 0 ? value / reference : 1
                    cell.fastestWithinNoise = fastest.flatMap {
                        $0 == result ? nil : FactorNoise.isWithinNoise(result, reference: $0)
                    }
                }
                if let baseline, values.count >= 2, Self.comparable(baseline) > 0 {
                    cell.factorToBaseline = value / Self.comparable(baseline)
                    cell.baselineWithinNoise = baseline == result ? nil : FactorNoise.isWithinNoise(result, reference: baseline)
                }
                if let floor, result != floor {
                    cell.factorToFloor = value / Self.comparable(floor)
                    cell.floorWithinNoise = FactorNoise.isWithinNoise(result, reference: floor)
                }
                return cell
            }
        }
        cells = built
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

    /// The line every report prints under a table whose factors are marked within the noise, or
    /// `nil` when no factor is.
    public var noiseNote: String? {
        let marked = cells.contains { row in
            row.contains { cell in
                guard let cell else { return false }
                return [cell.fastestWithinNoise, cell.baselineWithinNoise, cell.floorWithinNoise].contains(true)
            }
        }
        guard marked else { return nil }
        return suite.results.contains(where: { $0.unit == "bytes" })
            ? "≈: within the noise, the two differ by at most \(Quantity.bytes(BaselineComparison.byteFloor)) or "
                + "\(Int(BaselineComparison.threshold * 100)) %, so they are not told apart (the HTML page leaves such a factor "
                + "uncoloured)."
            : "≈: within the run's noise, the two results' p25–p75 ranges overlap, so the samples do not tell them "
                + "apart (the HTML page leaves such a factor uncoloured)."
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
