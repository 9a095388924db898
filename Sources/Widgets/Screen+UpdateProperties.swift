import Observation

/// UIKit 26's property updates with automatic observation tracking.
///
/// ``Screen/updatePropertiesIfNeeded()`` runs ``Screen/updateProperties()`` inside
/// `withObservationTracking(_:onChange:)`: Observation records every `@Observable` property the
/// method reads and calls `onChange` once, on the first `willSet` of any of them. That call
/// marks the screen for the next ``UpdatePass``, which runs the method again; the new run tracks
/// afresh what it reads.
extension Screen {
    /// Asks for ``updateProperties()`` to run at the next update pass. Mirrors
    /// `UIViewController.setNeedsUpdateProperties()`.
    ///
    /// Any number of requests before the pass give one run. The pass is the end of the user
    /// event being delivered, or else the main actor's next turn (see ``UpdatePass``). A screen
    /// that is not the top of a navigation stack keeps the request until it is shown again.
    public func setNeedsUpdateProperties() {
        needsUpdateProperties = true
        guard !isAwaitingUpdatePass else { return }
        isAwaitingUpdatePass = true
        UpdatePass.mark(self, generation: nil)
    }

    /// Runs ``updateProperties()`` now if the screen needs it, and tracks what it reads. Mirrors
    /// `UIViewController.updatePropertiesIfNeeded()`.
    ///
    /// Clears the request first, so a request made while the method runs (by the method itself,
    /// or by a change it makes) is served by the next pass, never by a loop inside this one. A
    /// tracked property the method changes while it runs does not count as a change: Observation
    /// starts watching once the method has returned.
    /// - Complexity: The method's own cost, plus O(*p*) to track the *p* properties it reads.
    public func updatePropertiesIfNeeded() {
        guard needsUpdateProperties else { return }
        needsUpdateProperties = false
        trackingGeneration &+= 1
        let generation = trackingGeneration
        withObservationTracking {
            updateProperties()
        } onChange: { [weak self] in
            // `willSet` of a tracked property, on whatever thread sets it.
            guard let self else { return }
            UpdatePass.mark(self, generation: generation)
        }
    }
}
