/// A button with a title. Mirrors `UIButton`.
///
/// - Note: Main-actor isolated. Writes to ``title``, ``Control/isEnabled`` and
///   ``Widget/isHidden`` are counted.
@MainActor
public final class Button: Control {
    /// The title shown on the button.
    public var title: String {
        didSet { WriteCounter.record(oldValue, title, on: self) }
    }

    /// Creates a button.
    /// - Parameters:
    ///   - id: The identifier the contract names it by.
    ///   - title: The title shown.
    ///   - isEnabled: Whether it starts enabled.
    public init(id: String, title: String, isEnabled: Bool = true, isHidden: Bool = false) {
        self.title = title
        super.init(id: id, isEnabled: isEnabled, isHidden: isHidden)
    }

    /// The user taps the button: its actions run, then the update pass (``UpdatePass``), unless
    /// it is disabled or hidden, in which case nothing happens (Docs/Contract.md, "Conventions").
    /// - Returns: Whether the tap was taken.
    @discardableResult
    public func tap() -> Bool {
        guard acceptsUserActions else { return false }
        traceEvent("tap()")
        UpdatePass.deliver { sendActions() }
        return true
    }

    override public func snapshot() -> WidgetSnapshot {
        WidgetSnapshot(id: id, kind: .button, text: title, enabled: isEnabled, hidden: isHidden)
    }
}
