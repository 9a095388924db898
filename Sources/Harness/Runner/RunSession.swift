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
    ///
    /// A request the app started but that has not reached the service yet (its task has not
    /// run) is waited for first, a bounded number of main-actor turns.
    /// - Returns: `false` when no request is in flight.
    func respond(with response: Response) async -> Bool {
        await Settling.wait(until: { self.summaryService.pendingCount > 0 })
        return summaryService.respond(with: response.outcome)
    }

    /// The number of requests waiting for a `respond` step.
    var requestsInFlight: Int { summaryService.pendingCount }

    /// Whether work the harness can see is still on its way: an answered request whose answer
    /// has not reached the app yet.
    var hasWorkInFlight: Bool { summaryService.answersOnTheirWay > 0 }

    /// Ends the run: any request still in flight fails as unreachable, so nothing stays alive
    /// waiting for it (its task ends once the runner lets pending work run).
    func finish() async {
        summaryService.failAll(with: .unreachable)
    }
}
