import BenchmarkKit

/// The one verdict of a case: the kit's engine against the fastest peer measured beside it.
public enum PeerComparison {
    /// The most the kit's engine may cost, as a fraction of the fastest peer
    /// (Docs/Benchmarks.md's target for the primitives).
    public static let target = 0.5
    /// The reactive columns, the kit's first.
    public static let reactiveColumns = ["Reactive", "OpenCombine", "RxSwift"]
    /// The store columns, the kit's first.
    public static let storeColumns = ["ReduxStore", "ReSwift"]

    /// "PassthroughSubject.send1: Reactive 28 ns = 0.21× the fastest peer (RxSwift 131 ns) (target ≤ 0.5×) ✓",
    /// or `nil` when the case lacks the kit's column or every peer's.
    ///
    /// - Parameters:
    ///   - name: The case.
    ///   - results: The run's results; the kit's column is ``reactiveColumns``' or
    ///     ``storeColumns``' first, the peers the rest.
    public static func note(for name: String, in results: [CaseResult]) -> String? {
        for columns in [reactiveColumns, storeColumns] {
            let measured = results.filter { $0.name == name && $0.value > 0 }
            guard let kit = measured.first(where: { $0.column == columns[0] }) else { continue }
            let peers = measured.filter { columns.dropFirst().contains($0.column) }
            guard let fastest = peers.min(by: { $0.value < $1.value }) else { continue }
            let factor = kit.value / fastest.value
            return "\(name): \(kit.column) \(Quantity.duration(nanoseconds: kit.value)) = \(Quantity.factor(factor))× "
                + "the fastest peer (\(fastest.column) \(Quantity.duration(nanoseconds: fastest.value))) "
                + "(target ≤ \(Quantity.factor(target))×) \(factor <= target ? "✓" : "✗")"
        }
        return nil
    }
}
