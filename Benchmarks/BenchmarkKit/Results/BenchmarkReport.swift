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
    /// their column and name; suites left without results are dropped; notes are kept.
    public func selecting(_ filter: CaseFilter, columns keep: (String) -> Bool = { _ in true }) -> BenchmarkReport {
        var selected = self
        selected.suites = suites.compactMap { suite in
            var suite = suite
            suite.results = suite.results.filter {
                keep($0.column) && filter.matches(suite: suite.name, name: $0.name, column: $0.column)
            }
            suite.fits = suite.fits.filter {
                keep($0.column) && filter.matches(suite: suite.name, name: $0.name, column: $0.column)
            }
            suite.columns = suite.columns.filter(keep)
            return suite.results.isEmpty ? nil : suite
        }
        return selected
    }
}
