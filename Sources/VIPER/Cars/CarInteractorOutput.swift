import Domain

/// What Car's interactor tells its presenter.
@MainActor
protocol CarInteractorOutput: AnyObject {
    /// The car after an accepted edit of its make, model or power.
    func carDidChange(_ car: Car)
    /// Where the car's photo stands: ``CarPhoto/none`` or ``CarPhoto/loading`` when the load
    /// starts, then ``CarPhoto/loaded(byteCount:)`` or ``CarPhoto/failed``.
    func photoDidChange(_ photo: CarPhoto)
}
