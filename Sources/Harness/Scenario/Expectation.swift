import Widgets

/// What an `expect` step checks: only what it names (Docs/Contract.md, "Scenario files").
public struct Expectation: Sendable, Hashable {
    /// The top screen's title.
    public var title: String?
    /// The stack's titles, bottom first.
    public var stack: [String]?
    /// Widget checks by id, in the order written.
    public var widgets: [WidgetExpectation]

    /// Creates an expectation.
    public init(title: String? = nil, stack: [String]? = nil, widgets: [WidgetExpectation] = []) {
        self.title = title
        self.stack = stack
        self.widgets = widgets
    }
}

/// The checks an `expect` step makes of one widget; `nil` checks nothing.
public struct WidgetExpectation: Sendable, Hashable {
    /// The widget's id.
    public var id: String
    /// A label's, field's or toast's text, or a button's title.
    public var text: String?
    /// Whether a button or field is enabled.
    public var enabled: Bool?
    /// Whether the widget is hidden.
    public var hidden: Bool?
    /// Whether an activity indicator animates.
    public var animating: Bool?
    /// An image's state: "none", "loading", "loaded" or "failed".
    public var state: String?
    /// A loaded image's size in bytes.
    public var bytes: Int?
    /// A table's rows, exactly.
    public var rows: [TableCell]?
    /// A table's number of rows.
    public var rowCount: Int?
    /// A table's selected row: `.some(nil)` checks that no row is selected.
    public var selectedRow: Int??

    /// Creates a widget expectation.
    public init(
        id: String, text: String? = nil, enabled: Bool? = nil, hidden: Bool? = nil,
        animating: Bool? = nil, state: String? = nil, bytes: Int? = nil, rows: [TableCell]? = nil,
        rowCount: Int? = nil, selectedRow: Int?? = nil
    ) {
        self.id = id
        self.text = text
        self.enabled = enabled
        self.hidden = hidden
        self.animating = animating
        self.state = state
        self.bytes = bytes
        self.rows = rows
        self.rowCount = rowCount
        self.selectedRow = selectedRow
    }
}

extension WidgetExpectation {
    /// An expectation naming everything `snapshot` shows, so that checking another widget of
    /// the same kind against it compares them field by field.
    init(everythingIn snapshot: WidgetSnapshot) {
        self.init(
            id: snapshot.id, text: snapshot.text, enabled: snapshot.enabled, hidden: snapshot.hidden,
            animating: snapshot.animating, state: snapshot.state, bytes: snapshot.bytes, rows: snapshot.rows,
            rowCount: nil, selectedRow: .some(snapshot.selectedRow))
    }
}
