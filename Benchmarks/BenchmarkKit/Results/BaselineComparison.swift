import CommandLineKit

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

extension BaselineComparison {
    /// Warnings, for standard error, when the baseline `old` (read from `name`) was made in a
    /// different build, mode or on a different machine or compiler than a run in `mode` on
    /// `machine`: its verdicts would then say more about that difference than about the code.
    public static func mismatches(mode: String, machine: Machine, baseline old: BenchmarkReport, name: String) -> [String] {
        var warnings: [String] = []
        if old.machine.build != machine.build {
            warnings.append(
                "warning: the baseline '\(name.escaped)' is a \(old.machine.build) build and this run a \(machine.build) build; "
                    + "the comparison measures the build more than the code.")
        }
        if old.mode != mode {
            warnings.append(
                "warning: the baseline '\(name.escaped)' is a \(old.mode) run and this one a \(mode) run; the sizes and "
                    + "samples differ, and cases measured in only one of them are not compared.")
        }
        func describe(_ machine: Machine) -> String {
            "\(machine.cores) cores, \(machine.cpu), \(machine.os), Swift \(machine.swift)"
        }
        let before = old.machine
        if before.cores != machine.cores || before.cpu != machine.cpu || before.os != machine.os || before.swift != machine.swift
        {
            warnings.append(
                "warning: the baseline '\(name.escaped)' was made on another machine or compiler (\(describe(before))); "
                    + "this run: \(describe(machine)).")
        }
        return warnings
    }

    /// The number of results of `report` that have a counterpart in `old`.
    public static func sharedCases(_ report: BenchmarkReport, _ old: BenchmarkReport) -> Int {
        let keys = Set(old.suites.flatMap { suite in suite.results.map { "\(suite.name)|\($0.key)" } })
        return report.suites.reduce(0) { count, suite in
            count + suite.results.filter { keys.contains("\(suite.name)|\($0.key)") }.count
        }
    }

    /// Every warning about comparing `report` with the baseline `old` (read from `name`): the
    /// ``mismatches(mode:machine:baseline:name:)``, and that they share no case.
    public static func warnings(_ report: BenchmarkReport, baseline old: BenchmarkReport, name: String) -> [String] {
        var warnings = mismatches(mode: report.mode, machine: report.machine, baseline: old, name: name)
        if let shared = sharedWarning(report, baseline: old, name: name) { warnings.append(shared) }
        return warnings
    }

    /// The warning when `report` and `old` share no case, else `nil`.
    public static func sharedWarning(_ report: BenchmarkReport, baseline old: BenchmarkReport, name: String) -> String? {
        guard sharedCases(report, old) == 0 else { return nil }
        return "warning: the baseline '\(name.escaped)' shares no case with this run; nothing is compared."
    }
}
