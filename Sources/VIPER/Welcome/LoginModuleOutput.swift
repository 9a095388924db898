import Domain

/// What the Login module tells the module that opened it.
@MainActor
protocol LoginModuleOutput: AnyObject {
    /// The user signed in, before Login closes.
    func loginModule(didSignIn user: User)
}
