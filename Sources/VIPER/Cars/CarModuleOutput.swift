import Domain

/// What the Car module tells the module that opened it.
@MainActor
protocol CarModuleOutput: AnyObject {
    /// The car after an accepted edit.
    func carModule(didChange car: Car)
}
