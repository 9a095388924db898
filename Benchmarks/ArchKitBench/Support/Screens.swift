import Widgets

/// Finding widgets on the top screen by the ids the contract names, as the harness does:
/// through the widgets' public API only.
@MainActor
extension NavigationController {
    /// The top screen's widget of the given id and kind. A missing widget is a bug in the
    /// benchmark or the architecture, so it stops the run with the id in the message.
    func top<W: Widget>(_ id: String, as kind: W.Type = W.self) -> W {
        guard let widget = topScreen.widget(id: id) as? W else {
            fatalError("'\(topScreen.title)' has no \(W.self) '\(id)' (stack: \(titles))")
        }
        return widget
    }

    /// The top screen's text field `id`.
    func field(_ id: String) -> TextField { top(id) }
    /// The top screen's button `id`.
    func button(_ id: String) -> Button { top(id) }
    /// The top screen's table `id`.
    func table(_ id: String) -> TableView { top(id) }
    /// The top screen's label `id`.
    func label(_ id: String) -> Label { top(id) }
}

/// Waits, as a user waits for the screen, until `condition` holds: yields to the main actor
/// while work the last event queued (TCA's `.run` effects) has not landed; returns at once for
/// a column whose event finished before. At most 10,000 yields; the case's check then fails.
@MainActor
func waitUntil(_ condition: () -> Bool) async {
    var yields = 0
    while !condition(), yields < 10_000 {
        await Task.yield()
        yields += 1
    }
}

/// Lets queued main-actor work (a photo load) finish, outside any measured region.
@MainActor
func settle() async {
    for _ in 0..<8 { await Task.yield() }
}
