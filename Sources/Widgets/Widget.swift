/// The base of every widget: an identifier the harness finds it by, and visibility.
///
/// Mirrors `UIView`'s `isHidden`; the `id` stands in for an accessibility identifier. Widgets are
/// created by a screen (a view controller) and added to it with ``Screen/add(_:)``.
///
/// - Note: Main-actor isolated, like UIKit.
@MainActor
public class Widget {
    /// The identifier the contract (Docs/Contract.md) names this widget by, unique within its screen.
    public let id: String

    /// Whether the widget is hidden. A hidden control takes no user actions.
    public var isHidden: Bool {
        didSet { WriteCounter.record(oldValue, isHidden, on: self) }
    }

    init(id: String, isHidden: Bool = false) {
        self.id = id
        self.isHidden = isHidden
    }

    /// The widget's visible state as a value. Every widget kind overrides it.
    public func snapshot() -> WidgetSnapshot {
        preconditionFailure("\(type(of: self)) must override snapshot()")
    }
}
