/// Supplies a table's rows and takes its deletions. Mirrors `UITableViewDataSource`.
///
/// - Note: Main-actor isolated. The table holds its data source weakly, as UIKit does.
@MainActor
public protocol TableViewDataSource: AnyObject {
    /// The number of rows the table shows.
    func numberOfRows(in tableView: TableView) -> Int
    /// The content of the row at `row`, for `0 ..< numberOfRows(in:)`.
    func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableCell
    /// Whether the user may delete the row (swipe to delete). Defaults to `false`.
    func tableView(_ tableView: TableView, canDeleteRowAt row: Int) -> Bool
    /// The user deleted the row. The data source removes it from its model and updates the
    /// table. Mirrors `tableView(_:commit:forRowAt:)` with `.delete`.
    func tableView(_ tableView: TableView, commitDeleteForRowAt row: Int)
}

extension TableViewDataSource {
    public func tableView(_ tableView: TableView, canDeleteRowAt row: Int) -> Bool { false }
    public func tableView(_ tableView: TableView, commitDeleteForRowAt row: Int) {}
}

/// Hears a table's row selections. Mirrors `UITableViewDelegate`.
///
/// - Note: Main-actor isolated. The table holds its delegate weakly.
@MainActor
public protocol TableViewDelegate: AnyObject {
    /// The user selected the row. It stays selected until ``TableView/deselectRow(at:)``.
    func tableView(_ tableView: TableView, didSelectRowAt row: Int)
}
