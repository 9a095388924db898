/// A widget the user acts on: it can be disabled and it calls its actions on the user's event.
///
/// Mirrors `UIControl` with iOS 14's closure actions (`addAction(_:for:)`). Actions run
/// synchronously, in the order they were added, only for user events (``Button/tap()``,
/// ``TextField/edit(text:)``), never for programmatic writes, exactly as UIKit does not send
/// `.editingChanged` when code sets `text`.
///
/// - Note: Main-actor isolated. Actions are stored strongly: capture `self` weakly in them, as
///   in UIKit, or the screen that owns the control is never freed.
@MainActor
public class Control: Widget {
    /// Whether the control takes user actions. A disabled control ignores them.
    public var isEnabled: Bool {
        didSet { WriteCounter.record(oldValue, isEnabled, on: self) }
    }

    private var actions: [@MainActor () -> Void] = []

    init(id: String, isEnabled: Bool, isHidden: Bool) {
        self.isEnabled = isEnabled
        super.init(id: id, isHidden: isHidden)
    }

    /// Adds an action to run on the control's user event (a button's tap, a field's edit).
    /// - Parameter action: Runs on the main actor after the control has taken the event.
    public func addAction(_ action: @escaping @MainActor () -> Void) {
        actions.append(action)
    }

    /// Whether a user could act on the control now: enabled and not hidden.
    public var acceptsUserActions: Bool { isEnabled && !isHidden }

    func sendActions() {
        for action in actions { action() }
    }
}
