import Domain

/// What the Home module tells the module that opened it.
@MainActor
protocol HomeModuleOutput: AnyObject {
    /// The user signed out, before Home closes.
    func homeModule(didSignOut user: User)
}
