import CommandLineKit

/// A whole run: the machine, the mode and every suite. Its JSON form is what `--format json`
/// prints and what `--baseline` reads back.
///
/// The schema is documented in `Docs/Benchmarks.md`; ``schemaVersion`` changes when a field's
/// meaning does.
public struct BenchmarkReport: Sendable, Hashable, Codable {
    /// The version of the JSON schema.
    public static let schemaVersion = 1

    /// The schema version this report was written with.
    public var schema: Int
    /// The tool that wrote the report: "archkit-bench".
    public var tool: String
    /// When the run started, ISO 8601.
    public var date: String
    /// "full" or "quick".
    public var mode: String
    /// The machine and build.
    public var machine: Machine
    /// The suites, in the order they ran.
    public var suites: [SuiteResult]

    /// Creates a report.
    public init(date: String, mode: String, machine: Machine, suites: [SuiteResult]) {
        self.schema = Self.schemaVersion
        self.tool = "archkit-bench"
        self.date = date
        self.mode = mode
        self.machine = machine
        self.suites = suites
    }
}

extension BenchmarkReport {
    /// The report with only the results `filter` selects and whose column `keep` accepts, as a
    /// run with the same `--filter` and `--arch` would have measured (`--from`). Fits follow
    /// their column and name; suites left without results are dropped; notes follow the
    /// selection: a note that names a case or a column no longer in the report is dropped, as a
    /// run with the same options would not have written it (notes name what they concern as
    /// "Column Subject.Operation", "Subject.Operation:" or "Column is …").
    public func selecting(_ filter: CaseFilter, columns keep: (String) -> Bool = { _ in true }) -> BenchmarkReport {
        var selected = self
        selected.suites = suites.compactMap { suite in
            var suite = suite
            suite.results = suite.results.filter {
                keep($0.column) && filter.matches(suite: suite.name, name: $0.name, column: $0.column, rows: $0.rows)
            }
            suite.fits = suite.fits.filter {
                keep($0.column) && filter.matches(suite: suite.name, name: $0.name, column: $0.column)
            }
            suite.columns = suite.columns.filter(keep)
            suite.notes = suite.notes.filter {
                !Self.mentionsRemoved($0, before: self.suites.first { $0.name == suite.name }, after: suite)
            }
            return suite.results.isEmpty ? nil : suite
        }
        return selected
    }

    /// The names in `columns` that no suite of the report has, in their order: what a saved
    /// run's `--arch` selects nothing of.
    /// - Complexity: O(*c* + *s*), *c* the columns given, *s* the suites' columns.
    public func lacking(columns: [String]) -> [String] {
        let present = Set(suites.flatMap(\.columns))
        return columns.filter { !present.contains($0) }
    }

    /// Whether a timed result of the report lacks its quartiles (p25, p75): a run saved before
    /// they were kept, whose timing factors therefore carry no `≈` noise marks (``FactorNoise``).
    /// - Complexity: O(*r*) in the report's results.
    public var lacksQuartiles: Bool {
        suites.contains { suite in
            suite.results.contains { result in
                guard let time = result.time, result.unit != "bytes" else { return false }
                return time.p25 == nil || time.p75 == nil
            }
        }
    }

    /// The error for a saved run's `--arch` that names only columns the report lacks (it would
    /// select nothing of the report's architectures, and print its other columns as if it had
    /// been obeyed), or `nil` when one of `columns` is present.
    /// - Parameters:
    ///   - columns: The columns `--arch` chose.
    ///   - path: The saved run's path, as the message names it.
    /// - Returns: "Error: '<path>' has none of the columns --arch names (…); it has: …".
    public func noColumnError(named columns: [String], path: String) -> String? {
        guard !columns.isEmpty, lacking(columns: columns).count == columns.count else { return nil }
        var present: [String] = []
        for column in suites.flatMap(\.columns) where !present.contains(column) { present.append(column) }
        return "Error: '\(path.escaped)' has none of the columns --arch names (\(columns.joined(separator: ", ")));"
            + " it has: \(present.joined(separator: ", "))"
    }

    /// Whether `note` names a case, a column, or a case in a column that `before` has and
    /// `after` does not.
    static func mentionsRemoved(_ note: String, before: SuiteResult?, after: SuiteResult) -> Bool {
        guard let before else { return false }
        let keptPairs = Set(after.results.map { "\($0.column) \($0.name)" })
        let keptNames = Set(after.results.map(\.name))
        let keptColumns = Set(after.results.map(\.column))
        for result in before.results {
            let pair = "\(result.column) \(result.name)"
            if !keptPairs.contains(pair) && note.containsWord(pair) { return true }
            if !keptNames.contains(result.name) && note.containsWord(result.name) { return true }
            if !keptColumns.contains(result.column) && note.hasPrefix(result.column + " ") { return true }
        }
        return false
    }
}

extension String {
    /// Whether `word` occurs in the string with no letter, digit, `.` or `@` right before or
    /// after it ("Products.update" is not in "Products.updateEvery10th").
    fileprivate func containsWord(_ word: String) -> Bool {
        func isPart(_ character: Character) -> Bool {
            character.isLetter || character.isNumber || character == "." || character == "@"
        }
        var searchStart = startIndex
        while let range = self[searchStart...].range(of: word) {
            let before = range.lowerBound > startIndex ? self[index(before: range.lowerBound)] : nil
            let after = range.upperBound < endIndex ? self[range.upperBound] : nil
            if !(before.map(isPart) ?? false) && !(after.map(isPart) ?? false) { return true }
            searchStart = index(after: range.lowerBound)
        }
        return false
    }
}
