/// Shows an image and where its loading stands. Mirrors `UIImageView`, with the loading state
/// that an app keeps beside it made part of the widget, so that screens can be compared.
///
/// - Note: Main-actor isolated. Writes to ``state`` are counted.
@MainActor
public final class ImageView: Widget {
    /// Where an image view's image stands (Docs/Contract.md §3: "none", "loading", "loaded", "failed").
    public enum State: Sendable, Hashable {
        /// No image to show (no URL).
        case none
        /// A load is in flight.
        case loading
        /// An image of `byteCount` bytes is shown.
        case loaded(byteCount: Int)
        /// The load failed.
        case failed

        /// The state's name as the contract spells it: "none", "loading", "loaded", "failed".
        public var name: String {
            switch self {
            case .none: "none"
            case .loading: "loading"
            case .loaded: "loaded"
            case .failed: "failed"
            }
        }
    }

    /// The image's state.
    public var state: State {
        didSet { WriteCounter.record(oldValue, state, on: self) }
    }

    /// Creates an image view.
    public init(id: String, state: State = .none, isHidden: Bool = false) {
        self.state = state
        super.init(id: id, isHidden: isHidden)
    }

    override public func snapshot() -> WidgetSnapshot {
        var bytes: Int?
        if case .loaded(let count) = state { bytes = count }
        return WidgetSnapshot(id: id, kind: .image, hidden: isHidden, state: state.name, bytes: bytes)
    }
}
