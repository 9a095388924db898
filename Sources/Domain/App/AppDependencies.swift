/// What an app is built with: the starting data and the services, shared by all architectures.
///
/// The harness makes one per scenario run, so runs never share state. An architecture's app
/// takes it whole and uses only what its feature needs.
///
/// - Note: Main-actor isolated: the repositories it holds are the app's model, used from screens.
@MainActor
public struct AppDependencies {
    /// The user Welcome starts with.
    public var user: User
    /// Loads the COVID-19 summary for the Summary screen.
    public var summaryService: any SummaryService

    /// Creates dependencies.
    /// - Parameters:
    ///   - user: The user Welcome starts with; the demo user by default.
    ///   - summaryService: Loads the summary; the bundled real response by default.
    public init(user: User = .demo, summaryService: any SummaryService = BundledSummaryService()) {
        self.user = user
        self.summaryService = summaryService
    }
}
