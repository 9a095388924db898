/// Something that loads the COVID-19 summary (Docs/Contract.md §4): over HTTP (``HTTPSummaryService``),
/// from the bundled real response (``BundledSummaryService``), or a test's fake.
///
/// - Note: Conformers are `Sendable`. Under `NonisolatedNonsendingByDefault` (SE-0461),
///   ``fetchSummary()`` runs on its caller's actor, so a fake that answers at once never leaves
///   the main actor; waiting on the network suspends, it never blocks the caller.
public protocol SummaryService: Sendable {
    /// Loads the summary.
    ///
    /// - Returns: The summary, countries in response order.
    /// - Throws: A ``SummaryError``, the kind of failure (presentation turns it into text). A
    ///   conformer that is cancelled throws ``SummaryError/unreachable``; a caller that cancels
    ///   checks `Task.isCancelled` and ignores the result.
    func fetchSummary() async throws(SummaryError) -> Summary
}
