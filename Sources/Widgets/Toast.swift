/// A transient message over the screen (the kind apps draw with a toast library, as seed 003
/// does). Visible exactly while it has a message.
///
/// - Note: Main-actor isolated. Writes to ``message`` are counted.
@MainActor
public final class Toast: Widget {
    /// The message shown, or `nil` when the toast is hidden.
    public var message: String? {
        didSet {
            WriteCounter.record(oldValue, message, on: self)
            isHidden = message == nil
        }
    }

    /// Creates a hidden toast.
    public init(id: String) {
        self.message = nil
        super.init(id: id, isHidden: true)
    }

    override public func snapshot() -> WidgetSnapshot {
        WidgetSnapshot(id: id, kind: .toast, text: message ?? "", hidden: isHidden)
    }
}
