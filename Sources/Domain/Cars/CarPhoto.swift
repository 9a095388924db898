/// Where a car's photo stands on the Car screen: the states of its `photo` image, and the rule
/// that turns a load's answer into one of them.
///
/// A car without a ``Car/photoURL`` has no photo (``none``); a car with one is ``loading``
/// from the moment its load starts until the loader answers, then ``loaded(byteCount:)`` with
/// the size of the bytes it answered, or ``failed`` when it threw
/// (``init(loadedByteCount:)``). The bytes themselves stay with the load: the screen shows
/// their count, the only thing the contract's image shows of them.
///
/// Every architecture that keeps the photo's state (MVC's Car controller, the view models of
/// the three MVVMs, the Redux state, the TCA feature) keeps this value and maps it to its image
/// view's state in its view. MVP and VIPER keep none: MVP's presenter tells its view each
/// stage as the load goes, and VIPER's interactor reports each stage to its presenter as this
/// value, which the presenter turns into its view's calls (`showPhotoLoading()`, …).
///
/// Named after what it describes, as ``Car/photoURL`` is, rather than a generic load phase:
/// SwiftUI's `AsyncImagePhase` has no state for "this car has no photo" (its `empty` is also
/// "not loaded yet"), and a `Loadable<Value>` would carry the bytes, where the screen needs
/// only their count.
///
/// Source: Docs/Contract.md §3 (image `photo`: "none" when there is no URL, "loading", then
/// "loaded" with the byte count or "failed"); seed 002 loads the photo with
/// `NSURLSession.sharedSession().rx_data(…)`. The four states as one domain value are this
/// project's own: each architecture declared its own copy until 1 December 2026.
public enum CarPhoto: Sendable, Hashable {
    /// The car has no photo URL, so nothing is loaded.
    case none
    /// The photo's load has started and not answered yet.
    case loading
    /// The loader answered with the photo's bytes; `byteCount` is how many.
    case loaded(byteCount: Int)
    /// The loader threw: the photo could not be fetched.
    case failed

    /// The state a finished load leaves: loaded with the byte count the loader answered, or
    /// failed when it threw.
    ///
    /// ```swift
    /// let byteCount = try? await imageLoader.loadImage(from: url).count
    /// photo = CarPhoto(loadedByteCount: byteCount)  // .loaded(byteCount: 2400) or .failed
    /// ```
    ///
    /// - Parameter byteCount: How many bytes the load answered with (`0` for an empty
    ///   answer, which is still an answer), or `nil` when the load threw: the state is then
    ///   ``failed``, otherwise ``loaded(byteCount:)`` with `byteCount`.
    public init(loadedByteCount byteCount: Int?) {
        self = byteCount.map { .loaded(byteCount: $0) } ?? .failed
    }
}
