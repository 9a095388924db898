/// The visible state of one screen: its title and every widget, in the order they were added.
public struct ScreenSnapshot: Sendable, Hashable, Codable {
    /// The screen's title.
    public var title: String
    /// Every widget's snapshot, in the order the screen added them.
    public var widgets: [WidgetSnapshot]

    /// Creates a snapshot.
    public init(title: String, widgets: [WidgetSnapshot]) {
        self.title = title
        self.widgets = widgets
    }

    /// The snapshot of the widget with the given id, if the screen has one.
    public subscript(id: String) -> WidgetSnapshot? {
        widgets.first { $0.id == id }
    }
}
