import Domain

/// The world one scenario run sees: fresh dependencies with the demo data, and the services
/// the harness controls (a request held in flight until a `respond` step).
@MainActor
final class RunSession {
    let dependencies: AppDependencies

    init(feature: Feature) {
        dependencies = AppDependencies(user: .demo, products: ProductDataStore())
    }

    /// Completes the request in flight with `response`.
    /// - Returns: `false` when no request is in flight.
    func respond(with response: Response) -> Bool {
        false
    }

    /// Ends the run: any request still in flight is cancelled, so nothing stays alive for it.
    func finish() async {}
}
