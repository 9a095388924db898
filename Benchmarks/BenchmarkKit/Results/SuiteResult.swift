/// The results of one suite: every case in every column, and what the suite concluded.
public struct SuiteResult: Sendable, Hashable, Codable {
    /// The suite's short name, used by `--filter`: "binding", "list", "scaling", "primitives",
    /// "memory".
    public var name: String
    /// The heading reports print.
    public var title: String
    /// One paragraph on what the numbers mean.
    public var summary: String
    /// The columns, in the order reports print them; the baseline column first if there is one.
    public var columns: [String]
    /// The column every other is compared with ("Direct", or the floor of the primitives).
    public var baselineColumn: String?
    /// The results, grouped by case in the order they ran.
    public var results: [CaseResult]
    /// Fitted scaling exponents (the scaling suite only).
    public var fits: [ScalingFit]
    /// Findings and caveats worth a line in the report.
    public var notes: [String]

    /// Creates a suite result.
    public init(
        name: String, title: String, summary: String, columns: [String], baselineColumn: String?,
        results: [CaseResult] = [], fits: [ScalingFit] = [], notes: [String] = []
    ) {
        self.name = name
        self.title = title
        self.summary = summary
        self.columns = columns
        self.baselineColumn = baselineColumn
        self.results = results
        self.fits = fits
        self.notes = notes
    }

    /// The case labels in the order they first appear ("Products.create@1000" for row-counted
    /// cases).
    public var caseLabels: [String] {
        var seen: Set<String> = []
        return results.map(\.label).filter { seen.insert($0).inserted }
    }

    /// The result of a case label in a column.
    public func result(label: String, column: String) -> CaseResult? {
        results.first { $0.label == label && $0.column == column }
    }
}

extension SuiteResult {
    /// The fits reports print: those that are ``ScalingFit/isMeaningful``.
    public var shownFits: [ScalingFit] { fits.filter(\.isMeaningful) }

    /// The one line reports print in place of the fits they leave out (a saved quick run's), or
    /// `nil` when every fit is shown.
    public var unfitNote: String? {
        let left = fits.filter { !$0.isMeaningful }
        guard !left.isEmpty else { return nil }
        let rows = left.flatMap(\.rows)
        return "No exponent k is shown for \(left.count) \(left.count == 1 ? "fit" : "fits"): "
            + "\(ScalingFit.unfitReason(rows: rows))."
    }
}

extension CaseResult {
    /// The case's name, with its row count when it has one: "Products.create@1000".
    public var label: String { rows.map { "\(name)@\($0)" } ?? name }
}
