/// Marks each result of a report as significantly faster, slower, or the same as in an
/// earlier report.
///
/// A timed result changed significantly when its median moved by more than ``threshold`` *and*
/// left the old spread: slower when the new p50 is above the old p90, faster when the new p90
/// is below the old p50.
///
/// A result in bytes changed significantly when it moved by more than ``byteFloor`` bytes *and*
/// by more than ``threshold``: a few bytes per screen are allocator rounding, so two values at
/// or below the floor are equal (0 B and 2 B are the same), a move from at or below the floor to
/// above it is larger (0 B → 48 B), and the other way smaller. The ratio is given only when both
/// values are above the floor. Results are matched by suite, case, column and rows.
public enum BaselineComparison {
    /// The relative change below which nothing is significant: 5 %.
    public static let threshold = 0.05

    /// The absolute change in bytes at or below which nothing is significant, and the value at
    /// or below which no ratio is computed: 16 bytes (glibc's allocation granularity).
    public static let byteFloor = 16.0

    /// The report with ``CaseResult/baseline`` set wherever the old report has the case.
    public static func compare(_ report: BenchmarkReport, with old: BenchmarkReport) -> BenchmarkReport {
        var index: [String: CaseResult] = [:]
        for suite in old.suites {
            for result in suite.results { index["\(suite.name)|\(result.key)"] = result }
        }
        var compared = report
        for s in compared.suites.indices {
            for r in compared.suites[s].results.indices {
                let result = compared.suites[s].results[r]
                guard let before = index["\(compared.suites[s].name)|\(result.key)"] else { continue }
                compared.suites[s].results[r].baseline = change(from: before, to: result)
            }
        }
        return compared
    }

    /// Compares one result with its old value.
    public static func change(from old: CaseResult, to new: CaseResult) -> BaselineChange {
        if old.unit == "bytes" || new.unit == "bytes" { return byteChange(from: old.value, to: new.value) }
        let ratio = old.value > 0 ? new.value / old.value : 1
        var verdict = BaselineChange.Verdict.same
        if let before = old.time, let after = new.time {
            if ratio > 1 + threshold && after.p50 > before.p90 { verdict = .slower }
            if ratio < 1 - threshold && after.p90 < before.p50 { verdict = .faster }
        } else {
            if ratio > 1 + threshold { verdict = .slower }
            if ratio < 1 - threshold { verdict = .faster }
        }
        return BaselineChange(old: old.value, ratio: ratio, verdict: verdict)
    }

    /// Compares two byte counts by the rule above.
    static func byteChange(from old: Double, to new: Double) -> BaselineChange {
        let ratio = old > byteFloor && new > byteFloor ? new / old : nil
        var verdict = BaselineChange.Verdict.same
        if abs(new - old) > byteFloor {
            if let ratio {
                if ratio > 1 + threshold { verdict = .slower }
                if ratio < 1 - threshold { verdict = .faster }
            } else {
                verdict = new > old ? .slower : .faster
            }
        }
        return BaselineChange(old: old, ratio: ratio, verdict: verdict)
    }
}
