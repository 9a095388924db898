/// A spinner shown while work is in flight. Mirrors `UIActivityIndicatorView` with
/// `hidesWhenStopped` set: it is visible exactly while it animates.
///
/// - Note: Main-actor isolated. ``startAnimating()`` and ``stopAnimating()`` each count two
///   writes (animating and hidden), as UIKit sets both.
@MainActor
public final class ActivityIndicator: Widget {
    /// Whether the indicator is animating.
    public private(set) var isAnimating = false

    /// Creates a stopped, hidden indicator.
    public init(id: String) {
        super.init(id: id, isHidden: true)
    }

    /// Starts animating and shows the indicator.
    public func startAnimating() {
        WriteCounter.record(isAnimating, true, on: self, "isAnimating")
        isAnimating = true
        isHidden = false
    }

    /// Stops animating and hides the indicator.
    public func stopAnimating() {
        WriteCounter.record(isAnimating, false, on: self, "isAnimating")
        isAnimating = false
        isHidden = true
    }

    override public func snapshot() -> WidgetSnapshot {
        WidgetSnapshot(id: id, kind: .activityIndicator, hidden: isHidden, animating: isAnimating)
    }
}
