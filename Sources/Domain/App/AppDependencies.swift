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

    /// Creates dependencies.
    /// - Parameters:
    ///   - user: The user Welcome starts with; the demo user by default.
    ///   - products: The product repository; a fresh one holding the demo catalogue by default.
    public init(user: User = .demo, products: ProductDataStore = ProductDataStore()) {
        self.user = user
        self.products = products
    }
}
