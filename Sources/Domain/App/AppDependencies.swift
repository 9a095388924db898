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

    /// Creates dependencies.
    /// - Parameter user: The user Welcome starts with; the demo user by default.
    public init(user: User = .demo) {
        self.user = user
    }
}
