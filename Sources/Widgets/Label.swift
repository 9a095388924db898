/// A read-only line of text. Mirrors `UILabel`.
///
/// - Note: Main-actor isolated. Every write to ``text`` or ``Widget/isHidden`` is counted by
///   ``WriteCounter``.
@MainActor
public final class Label: Widget {
    /// The text shown; `nil` shows nothing.
    public var text: String? {
        didSet { WriteCounter.record(oldValue, text, on: self) }
    }

    /// Creates a label.
    /// - Parameters:
    ///   - id: The identifier the contract names it by.
    ///   - text: The initial text.
    ///   - isHidden: Whether it starts hidden.
    public init(id: String, text: String? = nil, isHidden: Bool = false) {
        self.text = text
        super.init(id: id, isHidden: isHidden)
    }

    override public func snapshot() -> WidgetSnapshot {
        WidgetSnapshot(id: id, kind: .label, text: text ?? "", hidden: isHidden)
    }
}
