/// The report as CSV (RFC 4180): a header, then one row per result of every suite.
///
/// A percentile the samples do not support (``Percentiles/isSupported(_:samples:)``) and a
/// factor that compares nothing (``SuiteTable``) are empty fields; the JSON report keeps every
/// percentile.
public enum CSVReport {
    /// The header row's fields.
    public static let header = [
        "suite", "case", "column", "rows", "unit", "value", "p0", "p25", "p50", "p75", "p90", "p99", "p100", "samples",
        "events_per_sample", "factor_to_fastest", "factor_to_baseline", "factor_to_floor", "fastest_within_noise",
        "baseline_within_noise", "writes_per_event", "unchanged_writes_per_event", "target", "baseline_ratio",
        "baseline_verdict",
    ]

    /// Renders a report.
    public static func render(_ report: BenchmarkReport) -> String {
        var lines = [header.joined(separator: ",")]
        for suite in report.suites {
            let table = SuiteTable(suite)
            for (r, _) in table.rows.enumerated() {
                for cell in table.cells[r].compactMap({ $0 }) {
                    let result = cell.result
                    func percentile(_ p: Double, _ value: Double?) -> String {
                        Percentiles.isSupported(p, samples: result.samples) ? number(value) : ""
                    }
                    let time = result.time
                    let fields: [String] = [
                        suite.name, result.name, result.column, result.rows.map(String.init) ?? "", result.unit,
                        number(result.value), number(time?.p0), percentile(25, time?.p25), number(time?.p50),
                        percentile(75, time?.p75), percentile(90, time?.p90), percentile(99, time?.p99),
                        number(time?.p100), String(result.samples), String(result.eventsPerSample),
                        number(cell.factorToFastest), number(cell.factorToBaseline), number(cell.factorToFloor),
                        flag(cell.fastestWithinNoise), flag(cell.baselineWithinNoise), number(result.writesPerEvent),
                        number(result.unchangedWritesPerEvent), number(result.target), number(result.baseline?.ratio),
                        result.baseline?.verdict.rawValue ?? "",
                    ]
                    lines.append(fields.map(escape).joined(separator: ","))
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func flag(_ value: Bool?) -> String { value.map { $0 ? "true" : "false" } ?? "" }

    private static func number(_ value: Double?) -> String {
        guard let value else { return "" }
        return value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// Quotes a field that holds a comma, a quote or a line break.
    static func escape(_ field: String) -> String {
        guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}

extension String {
    fileprivate func replacingOccurrences(of target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
