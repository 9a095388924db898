import Widgets

/// Drives an app the way a person would, by widget id, for the architectures' unit tests.
///
/// It reaches the widgets only through their public API, as the harness does. A step that
/// cannot apply (no such widget, wrong kind) traps with a message naming the id, since a unit
/// test that asks for a widget the screen lacks is itself wrong.
@MainActor
public struct ScreenDriver {
    /// The app being driven.
    public let app: NavigationController

    /// Creates a driver.
    public init(_ app: NavigationController) {
        self.app = app
    }

    /// The visible screen.
    public var top: Screen { app.topScreen }
    /// The stack's titles, bottom first.
    public var stack: [String] { app.titles }

    /// The widget `id` on the top screen, as `W`.
    public func widget<W: Widget>(_ id: String, as type: W.Type = W.self) -> W {
        guard let widget = top.widget(id: id) else { preconditionFailure("no widget '\(id)' on '\(top.title)'") }
        guard let typed = widget as? W else { preconditionFailure("'\(id)' is not a \(W.self)") }
        return typed
    }

    /// Taps a button.
    @discardableResult
    public func tap(_ id: String) -> Bool { widget(id, as: Button.self).tap() }
    /// Replaces a field's text in one edit.
    @discardableResult
    public func type(_ text: String, into id: String) -> Bool { widget(id, as: TextField.self).edit(text: text) }
    /// Selects a table row.
    @discardableResult
    public func select(row: Int, in id: String) -> Bool { widget(id, as: TableView.self).selectRow(at: row) }
    /// Deletes a table row.
    @discardableResult
    public func delete(row: Int, in id: String) -> Bool { widget(id, as: TableView.self).deleteRow(at: row) }
    /// Goes back.
    @discardableResult
    public func back() -> Bool { app.goBack() }

    /// A label's, field's, button's or toast's text.
    public func text(_ id: String) -> String? { top.widget(id: id)?.snapshot().text }
    /// Whether a button or field is enabled.
    public func isEnabled(_ id: String) -> Bool? { top.widget(id: id)?.snapshot().enabled }
    /// Whether a widget is hidden.
    public func isHidden(_ id: String) -> Bool? { top.widget(id: id)?.snapshot().hidden }
    /// A table's rows.
    public func rows(_ id: String) -> [TableCell] { widget(id, as: TableView.self).cells }
}
