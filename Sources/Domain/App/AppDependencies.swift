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
    /// The product repository Products lists and edits.
    public var products: ProductDataStore
    /// The cars Cars starts with, in the order the list shows them.
    public var cars: [Car]
    /// The service the Car screen loads its `photo` through.
    public var imageLoader: any ImageLoading
    /// Loads the COVID-19 summary for the Summary screen.
    public var summaryService: any SummaryService

    /// Creates dependencies.
    /// - Parameters:
    ///   - user: The user Welcome starts with; the demo user by default.
    ///   - products: The product repository; a fresh one holding the demo catalogue by default.
    ///   - cars: The cars Cars starts with; ``Car/demoCatalogue`` by default.
    ///   - imageLoader: The car photos' loader; ``InMemoryImageLoader/demo`` by default, so that
    ///     nothing reaches the network unless asked to.
    ///   - summaryService: Loads the summary; the bundled real response by default.
    public init(
        user: User = .demo,
        products: ProductDataStore = ProductDataStore(),
        cars: [Car] = Car.demoCatalogue,
        imageLoader: any ImageLoading = InMemoryImageLoader.demo,
        summaryService: any SummaryService = BundledSummaryService()
    ) {
        self.user = user
        self.products = products
        self.cars = cars
        self.imageLoader = imageLoader
        self.summaryService = summaryService
    }
}
