import Domain

/// The world one scenario run sees: fresh dependencies with the demo data, and the services
/// the harness controls (a request held in flight until a `respond` step).
@MainActor
final class RunSession {
    let dependencies: AppDependencies
    /// Holds every summary request until a `respond` step answers it.
    private let summaryService = HeldSummaryService()

    init(feature: Feature) {
        dependencies = AppDependencies(
            user: .demo, products: ProductDataStore(), cars: Car.demoCatalogue,
            imageLoader: InMemoryImageLoader.demo, summaryService: summaryService)
    }

    /// Completes the request in flight with `response` (the oldest, should there be several).
    /// - Returns: `false` when no request is in flight.
    func respond(with response: Response) -> Bool {
        summaryService.respond(with: response.outcome)
    }

    /// Ends the run: any request still in flight fails as unreachable, so nothing stays alive
    /// waiting for it (its task ends once the runner lets pending work run).
    func finish() async {
        summaryService.failAll(with: .unreachable)
    }
}
