/// The visible state of one widget, as a value: what a person would see of it.
///
/// Only the fields that apply to the widget's kind are set; the others are `nil`. Snapshots are
/// what transcripts hold and what scenarios' `expect` steps check.
public struct WidgetSnapshot: Sendable, Hashable, Codable {
    /// The kinds of widget (Docs/Contract.md, "Conventions").
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        case label, button, textField, table, activityIndicator, image, toast
    }

    /// The widget's identifier.
    public var id: String
    /// The widget's kind.
    public var kind: Kind
    /// A label's, field's or toast's text, or a button's title.
    public var text: String?
    /// Whether a button or text field is enabled.
    public var enabled: Bool?
    /// Whether the widget is hidden.
    public var hidden: Bool
    /// Whether an activity indicator animates.
    public var animating: Bool?
    /// An image view's state name: "none", "loading", "loaded" or "failed".
    public var state: String?
    /// A loaded image's size in bytes.
    public var bytes: Int?
    /// A table's rows.
    public var rows: [TableCell]?
    /// A table's selected row, if any.
    public var selectedRow: Int?

    /// Creates a snapshot.
    public init(
        id: String, kind: Kind, text: String? = nil, enabled: Bool? = nil, hidden: Bool,
        animating: Bool? = nil, state: String? = nil, bytes: Int? = nil, rows: [TableCell]? = nil,
        selectedRow: Int? = nil
    ) {
        self.id = id
        self.kind = kind
        self.text = text
        self.enabled = enabled
        self.hidden = hidden
        self.animating = animating
        self.state = state
        self.bytes = bytes
        self.rows = rows
        self.selectedRow = selectedRow
    }
}
