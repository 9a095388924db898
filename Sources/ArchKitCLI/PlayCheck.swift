import Harness
import Widgets

/// Whether a step can be done on a screen, checked before any app sees it, so that a typo in a
/// `play` session is one clear line and not a step recorded (Docs/Play.md, "Errors").
enum PlayCheck {
    /// Checks `step` against what the reference architecture shows.
    /// - Parameters:
    ///   - step: The step typed.
    ///   - entry: The reference's stack and top screen.
    ///   - pendingRequests: How many requests the reference has waiting for `respond`.
    /// - Throws: ``PlayError``: no such widget (with the ids of that kind there are), a widget of
    ///   another kind, a hidden or disabled control, a row out of range, `back` on the first
    ///   screen, `respond` with no request in flight.
    static func check(_ step: Step, on entry: Transcript.Entry, pendingRequests: Int) throws(PlayError) {
        let screen = entry.screen
        switch step {
        case .tap(let id):
            try enabled(try widget(id, .button, on: screen), on: screen)
        case .type(let field, _):
            try enabled(try widget(field, .textField, on: screen), on: screen)
        case .select(let table, let row), .delete(let table, let row):
            let count = try widget(table, .table, on: screen).rows?.count ?? 0
            guard row < count else {
                let rows = count == 0 ? "it has no rows" : count == 1 ? "it has 1 row: 0" : "it has \(count) rows: 0–\(count - 1)"
                throw PlayError("no row \(row) in \(table.quoted) on \(screen.title) (\(rows))")
            }
        case .back:
            guard entry.stack.count > 1 else {
                throw PlayError("nothing to go back to: \(screen.title) is the first screen")
            }
        case .respond:
            guard pendingRequests > 0 else {
                throw PlayError("no request is in flight on \(screen.title) (respond answers one the app started)")
            }
        case .expect:
            break
        }
    }

    /// The visible widget `id` of `kind`.
    private static func widget(_ id: String, _ kind: WidgetSnapshot.Kind, on screen: ScreenSnapshot) throws(PlayError)
        -> WidgetSnapshot
    {
        let noun = name(kind)
        let others = screen.widgets.filter { $0.kind == kind && !$0.hidden }.map(\.id)
        let choices = others.isEmpty ? "it has none" : "\(noun)s: \(others.joined(separator: ", "))"
        guard let widget = screen[id] else {
            throw PlayError("no \(noun) \(id.quoted) on \(screen.title); \(choices)")
        }
        guard widget.kind == kind else {
            throw PlayError("\(id.quoted) on \(screen.title) is a \(name(widget.kind)), not a \(noun); \(choices)")
        }
        guard !widget.hidden else {
            throw PlayError("\(noun) \(id.quoted) is hidden on \(screen.title); \(choices)")
        }
        return widget
    }

    private static func enabled(_ widget: WidgetSnapshot, on screen: ScreenSnapshot) throws(PlayError) {
        guard widget.enabled != false else {
            throw PlayError("\(name(widget.kind)) \(widget.id.quoted) is disabled on \(screen.title)")
        }
    }

    /// A kind's name in messages.
    private static func name(_ kind: WidgetSnapshot.Kind) -> String {
        switch kind {
        case .label: "label"
        case .button: "button"
        case .textField: "field"
        case .table: "table"
        case .activityIndicator: "activity indicator"
        case .image: "image"
        case .toast: "toast"
        }
    }
}
