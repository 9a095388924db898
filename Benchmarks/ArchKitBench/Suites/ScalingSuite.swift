import BenchmarkKit
import Foundation

/// The list operations at 1,000, 10,000 and 100,000 rows, with the exponent *k* of
/// time ∝ rows^*k* fitted per column and operation.
@MainActor
struct ScalingSuite {
    static let name = "scaling"
    let context: BenchmarkContext

    private var rowCounts: [Int] { context.quick ? [250, 1_000] : [1_000, 10_000, 100_000] }

    /// The list operations, by table size; a quick run appends 100 rows rather than 1,000.
    private var operations: [@MainActor (Int) -> ListOperation] {
        [
            ListOperation.create, ListOperation.replaceAll, ListOperation.updateEvery10th, ListOperation.selectRow,
            ListOperation.swapRows, ListOperation.removeRow, ListOperation.append(context.quick ? 100 : 1_000),
            ListOperation.clear,
        ]
    }

    func run() async -> SuiteResult? {
        let runner = CaseRunner(context: context, suite: Self.name)
        var skipped: [String] = []
        for make in operations {
            // Per column: the last (rows, p50) measured, and the exponent fitted so far.
            var last: [String: (rows: Int, nanoseconds: Double)] = [:]
            var exponent: [String: Double] = [:]
            for rows in rowCounts {
                let operation = make(rows)
                let columns = context.columns(suite: Self.name, name: operation.name, rows: rows, feature: .products).filter {
                    column in
                    guard let previous = last[column.name] else { return true }
                    // Before a fit, assume the worst the suite looks for (quadratic); after, the
                    // fitted exponent, at least linear.
                    let k = max(exponent[column.name] ?? 2, 1)
                    let predicted = previous.nanoseconds * pow(Double(rows) / Double(previous.rows), k)
                    guard predicted > context.scalingCap else { return true }
                    skipped.append(
                        "\(column.name) \(operation.name) not run at \(rows) rows: predicted "
                            + "\(Quantity.duration(nanoseconds: predicted)) from \(previous.rows) rows (k = \(String(format: "%.2f", k)))."
                    )
                    return false
                }
                let contenders = columns.map { operation.contender($0, runner: runner) }
                let plan =
                    rows >= 100_000
                    ? context.listPlan.capped(samples: 3, warmup: 0)
                    : rows >= 10_000 ? context.listPlan.capped(samples: 5, warmup: 1) : context.listPlan
                await runner.run(operation.name, rows: rows, plan: plan, contenders)
                for column in columns {
                    guard
                        let result = runner.results.last(where: {
                            $0.name == operation.name && $0.column == column.name && $0.rows == rows
                        })
                    else { continue }
                    if let previous = last[column.name], previous.nanoseconds > 0, result.value > 0 {
                        exponent[column.name] =
                            log(result.value / previous.nanoseconds) / log(Double(rows) / Double(previous.rows))
                    }
                    last[column.name] = (rows, result.value)
                }
            }
        }
        guard !runner.results.isEmpty else { return nil }
        var fits: [ScalingFit] = []
        var notes = runner.failures + context.missingNotes(for: [.products]) + skipped
        var names: [String] = []
        for result in runner.results where !names.contains(result.name) { names.append(result.name) }
        if !ScalingFit.canFit(rows: rowCounts) {
            // A quick run: no exponent at all, one line saying why.
            names = []
            notes.append(
                "No exponent k is fitted in this run: \(ScalingFit.unfitReason(rows: rowCounts)), and a few samples "
                    + "per size; run without --quick for k.")
        }
        for name in names {
            var exponents: [String: Double] = [:]
            for column in context.columns.map(\.name) {
                let points = runner.results.filter { $0.name == name && $0.column == column }
                    .compactMap { result in result.rows.map { (rows: $0, nanoseconds: result.value) } }
                if let fit = ScalingFit(name: name, column: column, points: points) {
                    fits.append(fit)
                    // A fit through too few or too close sizes is shown, marked, but is no finding.
                    if fit.isMeaningful { exponents[column] = fit.exponent }
                }
            }
            let others = exponents.values.sorted()
            for (column, k) in exponents where k > 1.5 && (others.first ?? k) < 1.3 {
                notes.append(
                    "\(column) \(name) grows as rows^\(String(format: "%.2f", k)) where the fastest column grows as rows^\(String(format: "%.2f", others.first ?? k))."
                )
            }
            for (column, k) in exponents where k > 1.3 && !notes.contains(where: { $0.hasPrefix("\(column) \(name)") }) {
                notes.append("\(column) \(name) is worse than linear: k = \(String(format: "%.2f", k)).")
            }
        }
        return SuiteResult(
            name: Self.name, title: "Scaling: the list operations at \(rowCounts.map(String.init).joined(separator: ", ")) rows",
            summary: "The list operations at several table sizes, p50 time per operation, and the exponent k fitted "
                + "to time ∝ rows^k (least squares on the logarithms). k ≈ 1 is linear; k ≈ 0 means the cost does "
                + "not depend on the list's length; k near 2 is quadratic and worth a look. A column whose next size "
                + "is predicted to take longer than \(Quantity.duration(nanoseconds: context.scalingCap)) is not run "
                + "at that size (a note says so).",
            columns: context.columns.map(\.name), baselineColumn: "Direct", results: runner.results, fits: fits,
            notes: notes)
    }
}
