import Tracing

/// An editable line of text. Mirrors `UITextField`.
///
/// A user edit (``edit(text:)``) replaces the whole text in one event, asks the ``delegate``
/// first (`textField(_:shouldChangeTextTo:)`, UIKit's
/// `textField(_:shouldChangeCharactersIn:replacementString:)`), and then runs the actions
/// (UIKit's `.editingChanged`). Setting ``text`` in code runs no action.
///
/// - Note: Main-actor isolated. Writes to ``text``, ``Control/isEnabled`` and
///   ``Widget/isHidden`` are counted.
@MainActor
public final class TextField: Control {
    /// The text in the field.
    public var text: String {
        didSet { WriteCounter.record(oldValue, text, on: self) }
    }

    /// Decides whether a user edit is accepted. Held weakly, as in UIKit.
    public weak var delegate: (any TextFieldDelegate)?

    /// Creates a text field.
    /// - Parameters:
    ///   - id: The identifier the contract names it by.
    ///   - text: The initial text.
    ///   - isEnabled: Whether it starts enabled.
    public init(id: String, text: String = "", isEnabled: Bool = true, isHidden: Bool = false) {
        self.text = text
        super.init(id: id, isEnabled: isEnabled, isHidden: isHidden)
    }

    /// The user replaces the field's text in one edit event.
    ///
    /// Does nothing when the field is disabled or hidden, or when the delegate rejects the new
    /// text; otherwise stores the text, runs the actions, then the update pass (``UpdatePass``).
    /// - Parameter newText: The whole new text.
    /// - Returns: Whether the edit was taken.
    @discardableResult
    public func edit(text newText: String) -> Bool {
        guard acceptsUserActions else { return false }
        if let delegate, !delegate.textField(self, shouldChangeTextTo: newText) { return false }
        traceEvent("edit(text: \(ProbeValue.describe(newText)))")
        text = newText
        UpdatePass.deliver { sendActions() }
        return true
    }

    override public func snapshot() -> WidgetSnapshot {
        WidgetSnapshot(id: id, kind: .textField, text: text, enabled: isEnabled, hidden: isHidden)
    }
}

/// Decides whether a text field takes a user edit. Mirrors `UITextFieldDelegate`'s
/// `textField(_:shouldChangeCharactersIn:replacementString:)`, with the whole new text.
@MainActor
public protocol TextFieldDelegate: AnyObject {
    /// Asks whether the user's edit may replace the field's text.
    /// - Parameters:
    ///   - textField: The field being edited.
    ///   - text: The whole text the field would hold after the edit.
    /// - Returns: `true` to accept the edit, `false` to leave the field as it was.
    func textField(_ textField: TextField, shouldChangeTextTo text: String) -> Bool
}
