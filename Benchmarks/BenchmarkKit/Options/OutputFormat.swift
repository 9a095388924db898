/// What `archkit-bench` prints on standard output.
public enum OutputFormat: String, Sendable, Hashable, CaseIterable {
    /// Terminal tables (the default).
    case table
    /// The ``BenchmarkReport`` as JSON.
    case json
    /// One CSV row per result.
    case csv
    /// Markdown tables.
    case markdown
}
