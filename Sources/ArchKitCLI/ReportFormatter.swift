import Harness

/// Formats a ``ConformanceReport`` as text: the matrix, then each failure in full, then the
/// count line `N passed, N failed`.
enum ReportFormatter {
    static func matrix(_ report: ConformanceReport, label: (ConformanceReport.Row) -> String) -> String {
        let labels = report.rows.map(label)
        let firstWidth = max(8, labels.map(\.count).max() ?? 0)
        let widths = report.architectures.map { max($0.count, 4) }
        var lines: [String] = []
        lines.append(
            (pad("Scenario", firstWidth) + "  "
                + zip(report.architectures, widths).map { pad($0, $1) }.joined(separator: "  ")).trimmingTrailingSpaces)
        for (row, name) in zip(report.rows, labels) {
            let cells = zip(row.cells, widths).map { pad($0.passed ? "pass" : "FAIL", $1) }
            lines.append((pad(name, firstWidth) + "  " + cells.joined(separator: "  ")).trimmingTrailingSpaces)
        }
        var failures: [String] = []
        for (row, name) in zip(report.rows, labels) {
            for cell in row.cells where !cell.passed {
                failures.append("\(name) on \(cell.result.architecture): \(reason(cell))")
                failures += alsoWrong(cell).map { "    " + $0 }
                failures.append("    scenario: \(row.scenario)")
            }
        }
        if !failures.isEmpty {
            lines.append("")
            lines.append("Failures:")
            lines += failures.map { "  " + $0 }
        }
        let cellCount = report.rows.reduce(0) { $0 + $1.cells.count }
        lines.append("")
        lines.append("\(cellCount - report.failureCount) passed, \(report.failureCount) failed")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Why a cell failed, in one line.
    static func reason(_ cell: ConformanceReport.Cell) -> String {
        if let failure = cell.result.failure { return failure.description }
        if let leak = cell.result.leaks.first {
            let more = cell.result.leaks.count > 1 ? " (and \(cell.result.leaks.count - 1) more)" : ""
            return "leak: \(leak)\(more)"
        }
        if let divergence = cell.divergence { return "differs from the reference \(divergence)" }
        return "passed"
    }

    /// The other values the failing `expect` step found wrong, one line each
    /// (`also widgets.name.text: expected "Ann", got "Fx"`), after the first that ``reason(_:)``
    /// names; empty for any other failure.
    static func alsoWrong(_ cell: ConformanceReport.Cell) -> [String] {
        (cell.result.failure?.more ?? []).map { "also \($0)" }
    }

    static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
}

extension StringProtocol {
    /// The string without trailing spaces.
    var trimmingTrailingSpaces: String {
        String(reversed().drop(while: { $0 == " " }).reversed())
    }
}
