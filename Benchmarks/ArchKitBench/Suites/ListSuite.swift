import BenchmarkKit

/// js-framework-benchmark's list operations on the Products table, each timed to a settled
/// table, per column.
@MainActor
struct ListSuite {
    static let name = "list"
    let context: BenchmarkContext

    /// The operations, in js-framework-benchmark's order, on tables of `small` and `large`
    /// rows (1,000 and 10,000; a tenth in a quick run).
    static func operations(small: Int, large: Int) -> [ListOperation] {
        [
            .create(small), .replaceAll(small), .updateEvery10th(small), .selectRow(small), .swapRows(small),
            .removeRow(small), .create(large), .append(small, to: large), .clear(large),
        ]
    }

    func run() async -> SuiteResult? {
        let runner = CaseRunner(context: context, suite: Self.name)
        let sizes = context.listRows
        for operation in Self.operations(small: sizes.small, large: sizes.large) {
            let contenders = context.columns(suite: Self.name, name: operation.name, rows: operation.rows, feature: .products)
                .map { operation.contender($0, runner: runner) }
            await runner.run(operation.name, rows: operation.rows, plan: context.listPlan, contenders)
        }
        guard !runner.results.isEmpty else { return nil }
        return SuiteResult(
            name: Self.name, title: "List operations on the Products table",
            summary: "js-framework-benchmark's list, played on the Products table as a user would (Edit Product, "
                + "New Product, swipe to delete), p50 time per whole operation to a settled table. create: Products "
                + "opened on N products; replaceAll: every row renamed and repriced; updateEvery10th: \" !!!\" "
                + "appended to every 10th name; selectRow: Edit Product opened and closed; swapRows: rows 1 and "
                + "N−2 trade names; removeRow: the middle row swiped away; appendK: K products added to the larger table; "
                + "clear: every row swiped away.",
            columns: context.columns.map(\.name), baselineColumn: "Direct", results: runner.results,
            notes: runner.failures + context.missingNotes(for: [.products]))
    }
}
