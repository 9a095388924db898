import Widgets

extension Expectation {
    /// An expectation naming everything a transcript entry shows: the title, the stack and every
    /// widget with every field its kind has (a table's rows and selected row, an image's state
    /// and size, …), hidden widgets included.
    ///
    /// `archkit play` writes one after every step of a session it saves, so the saved scenario
    /// checks the screens the user saw.
    /// - Parameter entry: What an app showed after a step.
    public init(showing entry: Transcript.Entry) {
        self.init(
            title: entry.screen.title, stack: entry.stack,
            widgets: entry.screen.widgets.map { widget in
                WidgetExpectation(
                    id: widget.id, text: widget.text, enabled: widget.enabled, hidden: widget.hidden,
                    animating: widget.animating, state: widget.state, bytes: widget.bytes, rows: widget.rows,
                    selectedRow: widget.kind == .table ? .some(widget.selectedRow) : nil)
            })
    }
}
