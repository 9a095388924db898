import Observation

/// The end of a screen's observation tracking: an observable with nothing in it but its end,
/// read by every tracked run of ``Screen/updateProperties()``.
///
/// Observation has no public way to cancel a tracking: `withObservationTracking(_:onChange:)`
/// drops its registrations, in every registrar it read, at the first change of any property it
/// read. So each run also reads this, and ``end()`` changes it: the run's tracking fires once
/// (stale, ignored by the screen) and is gone from every model the run read, including models
/// that live on after the screen. UIKit cancels a view controller's tracking itself when the
/// view leaves; this is how the kit does the same with the public interface.
///
/// - Note: `Sendable` and lock-free to use from any thread: the registrar is its only state.
final class TrackingLifetime: Observable, Sendable {
    private let registrar = ObservationRegistrar()

    /// Records a read of the lifetime in the tracking being built, if any.
    func track() {
        registrar.access(self, keyPath: \.ended)
    }

    /// Ends every tracking that read the lifetime: each fires its `onChange` once and is
    /// removed from all the registrars it was installed in.
    /// - Complexity: O(*t*) in the trackings that read it (one per run since the last end).
    func end() {
        registrar.withMutation(of: self, keyPath: \.ended) {}
    }

    /// The property the trackings read; it holds nothing.
    private var ended: Void { () }
}
