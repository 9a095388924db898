import BenchmarkKit
import Domain
import Foundation

/// What every suite needs: the options, the sampling plans, the selected columns, and a place
/// to say what it is doing (standard error, so standard output holds only the report).
@MainActor
final class BenchmarkContext {
    let options: BenchmarkOptions
    let filter: CaseFilter
    let columns: [Column]

    /// - Parameter options: Options parsed with `Column.allCases`' names, so every column named
    ///   is one of them.
    init(options: BenchmarkOptions) {
        self.options = options
        filter = CaseFilter(options.filter)
        skipsProbe = options.noProbe || FeatureProbe.underValgrind
        columns = options.columns.map { wanted in Column.allCases.filter { wanted.contains($0.argument) } } ?? Column.allCases
    }

    var quick: Bool { options.quick }

    /// Whether every column is taken to build every feature without asking a child process:
    /// `--no-probe`, or a run under valgrind (see ``FeatureProbe/underValgrind``).
    let skipsProbe: Bool

    /// Sampling for user events (microseconds each).
    var eventPlan: SamplingPlan {
        quick
            ? SamplingPlan(warmup: 10, minimumSamples: 40, maximumSamples: 200, budgetNanoseconds: 40_000_000)
            : SamplingPlan(warmup: 200, minimumSamples: 1_000, maximumSamples: 20_000, budgetNanoseconds: 1_500_000_000)
    }

    /// Sampling for list operations (milliseconds each).
    var listPlan: SamplingPlan {
        quick
            ? SamplingPlan(
                warmup: 1, minimumSamples: 3, maximumSamples: 5, budgetNanoseconds: 60_000_000,
                contenderBudgetNanoseconds: 250_000_000)
            : SamplingPlan(
                warmup: 2, minimumSamples: 10, maximumSamples: 40, budgetNanoseconds: 1_500_000_000,
                contenderBudgetNanoseconds: 4_000_000_000)
    }

    /// The longest a list operation is predicted to take before the scaling suite stops
    /// growing its table for that column, in nanoseconds.
    var scalingCap: Double { quick ? 2e9 : 15e9 }

    /// The table sizes of the list suite: js-framework-benchmark's 1,000 and 10,000 rows, a
    /// tenth of them in a quick run.
    var listRows: (small: Int, large: Int) { quick ? (100, 1_000) : (1_000, 10_000) }

    /// Sampling for batched primitives.
    var primitivePlan: SamplingPlan { .primitives(quick: quick) }

    /// The features each column was found not to build, "MVC" → ["products"].
    private var missing: [String: Set<String>] = [:]

    /// The selected columns whose case `suite/name/column` (on `rows` rows, if given; or `suite/other/column` for one of
    /// `others`, the further results the same measurement reports, such as `…AfterPop`) passes
    /// the filter and that build `feature` (see ``FeatureProbe``; with ``skipsProbe``, every
    /// column is taken to build it).
    func columns(
        suite: String, name: String, rows: Int? = nil, alsoNamed others: [String] = [], feature: Feature? = nil
    ) -> [Column] {
        columns.filter { column in
            guard filter.matches(suite: suite, names: [name] + others, column: column.name, rows: rows) else { return false }
            guard let feature, !skipsProbe, !FeatureProbe.builds(column, feature) else { return true }
            missing[column.name, default: []].insert(feature.rawValue)
            return false
        }
    }

    /// A note naming the columns left out of a suite because a feature has not landed in them.
    func missingNotes(for features: [Feature]) -> [String] {
        missing.keys.sorted().compactMap { column in
            let absent = features.map(\.rawValue).filter { missing[column]?.contains($0) == true }
            guard !absent.isEmpty else { return nil }
            return "\(column) is not measured on \(absent.joined(separator: ", ")): that feature has not landed "
                + "in it yet (its makeApp traps)."
        }
    }

    /// Says what is running, on standard error.
    func progress(_ text: String) {
        FileHandle.standardError.write(Data("… \(text)\n".utf8))
    }
}
