/// Marks each result of a report as significantly faster, slower, or the same as in an
/// earlier report.
///
/// A timed result changed significantly when its median moved by more than ``threshold`` *and*
/// left the old spread: slower when the new p50 is above the old p90, faster when the new p90
/// is below the old p50. A result without percentiles (bytes) changed when it moved by more
/// than ``threshold``. Results are matched by suite, case, column and rows.
public enum BaselineComparison {
    /// The relative change below which nothing is significant: 5 %.
    public static let threshold = 0.05

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
}
