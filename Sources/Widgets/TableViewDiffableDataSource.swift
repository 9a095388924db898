/// A table's data source that shows a ``DiffableDataSourceSnapshot``: hand it the list's new
/// state and it updates only the rows that changed. Mirrors `UITableViewDiffableDataSource`
/// (iOS 13).
///
/// Create it with the table and a cell provider; it becomes the table's ``TableView/dataSource``.
/// The table holds it weakly, as UIKit's does, so its owner (the view controller) keeps it. It
/// holds the table weakly too, and the cell provider strongly: a provider that uses its owner
/// captures it weakly or unowned, as in UIKit.
///
/// The kit's table has one section: its rows are the snapshot's items, section after section
/// (``DiffableDataSourceSnapshot/itemIdentifiers``), so row *r* shows item *r* of that list.
///
/// Swipe to delete goes through a subclass, as UIKit teams override `canEditRowAt` and
/// `commit(_:forRowAt:)`: override ``tableView(_:canDeleteRowAt:)`` and
/// ``tableView(_:commitDeleteForRowAt:)``.
///
/// - Note: Main-actor isolated, like the table.
@MainActor
open class TableViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: TableViewDataSource {
    /// Draws the cell of an item: the table, the row it is drawn for, and the item's identifier.
    /// Mirrors `UITableViewDiffableDataSource.CellProvider`, with a row for the index path.
    public typealias CellProvider =
        @MainActor (_ tableView: TableView, _ row: Int, _ itemIdentifier: ItemIdentifierType)
        -> TableCell

    /// The snapshot the table shows now.
    public typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    private weak var tableView: TableView?
    private let cellProvider: CellProvider
    /// The snapshot last applied, without its reload and reconfigure marks.
    private var current = Snapshot()
    /// Its items, flattened: the table's rows.
    private var rows: [ItemIdentifierType] = []
    /// The row of each item of ``rows``, built by the first ``row(for:)`` after they change.
    private var rowOfItem: [ItemIdentifierType: Int]?
    /// The table's ``TableView/cellsGeneration`` just after this data source last wrote the rows,
    /// or `nil` when the table may not show ``rows``: this data source skipped it (the table had
    /// another data source), or it had rows when this one was created.
    private var writtenGeneration: Int?

    /// Creates a data source with no sections and no items, and makes it `tableView`'s data
    /// source.
    /// - Parameters:
    ///   - tableView: The table to show the snapshots in. Held weakly.
    ///   - cellProvider: Draws the cell of an item.
    public init(tableView: TableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        writtenGeneration = tableView.cells.isEmpty ? tableView.cellsGeneration : nil
        tableView.dataSource = self
    }

    // MARK: - Snapshots

    /// Shows `snapshot`: works out, by identifier, what changed since the snapshot shown now, and
    /// updates only those rows of the table, in one ``TableView/performBatchUpdates(_:completion:)``:
    /// the items gone are deleted, the new ones inserted (drawn by the cell provider), kept items
    /// whose order changed moved (their cells kept), and kept items that `snapshot` marks with
    /// ``DiffableDataSourceSnapshot/reloadItems(_:)`` or
    /// ``DiffableDataSourceSnapshot/reconfigureItems(_:)`` drawn again (once, if marked both
    /// ways). Kept items that are not marked keep their cells, even if their content changed:
    /// identifiers are compared, not content, as in UIKit.
    ///
    /// Moves are found in one pass, walking the kept items in the new order beside the old one;
    /// where the two disagree, the item that travelled further is the one moved. The kept items
    /// that are not moved keep their order, so the table ends as `snapshot` draws it. One item
    /// moved anywhere costs one move; a block of *b* items moved past a run of *s* others costs
    /// min(*b*, *s*) moves (the shorter of the two is moved): both the fewest there can be. A
    /// general reordering is not guaranteed the fewest moves (that takes O(*n* log *n*)), only at
    /// most one per kept item.
    ///
    /// If the table's rows have changed since this data source last wrote them (another data
    /// source or a direct call wrote them, or this data source skipped the table while it had
    /// another data source), the table reloads every row instead. A table whose data source is
    /// another one now is left alone.
    ///
    /// - Parameters:
    ///   - snapshot: The list's new state. Its reload and reconfigure marks are spent: the data
    ///     source's ``snapshot()`` has none.
    ///   - animatingDifferences: Whether UIKit would animate the changes. The kit does not
    ///     animate; both values update the same rows (as UIKit does since iOS 15).
    ///   - completion: Called once the table shows `snapshot` (at once: the kit does not
    ///     animate).
    /// - Complexity: O(*n* + *m*) with a small constant: the common prefix and suffix of the old
    ///   and the new items are compared with `==`, the items between them hashed once or twice,
    ///   plus the table's one pass over its rows. The cell provider is called once per inserted
    ///   or marked item, not for the others.
    public func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        defer { completion?() }
        let oldRows = rows
        show(snapshot)
        guard let tableView, tableView.dataSource === self else {
            writtenGeneration = nil
            return
        }
        defer { writtenGeneration = tableView.cellsGeneration }
        guard writtenGeneration == tableView.cellsGeneration else { return tableView.reloadData() }
        let changes = RowChanges(
            old: oldRows, new: rows, marked: snapshot.reloadedItemIdentifiers + snapshot.reconfiguredItemIdentifiers)
        guard !changes.isEmpty else { return }
        tableView.performBatchUpdates {
            tableView.deleteRows(at: changes.deletes)
            tableView.insertRows(at: changes.inserts)
            for move in changes.moves { tableView.moveRow(at: move.from, to: move.to) }
            tableView.reloadRows(at: changes.reloads)
        }
    }

    /// Shows `snapshot` by reloading every row of the table, with no diff. Mirrors
    /// `applySnapshotUsingReloadData(_:)` (iOS 15).
    /// - Parameter completion: Called once the table shows `snapshot`.
    /// - Complexity: O(*n*) in the number of items; the cell provider is called for every one.
    public func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        defer { completion?() }
        show(snapshot)
        guard let tableView, tableView.dataSource === self else {
            writtenGeneration = nil
            return
        }
        tableView.reloadData()
        writtenGeneration = tableView.cellsGeneration
    }

    /// A copy of the snapshot the table shows now, to change and apply. Mirrors `snapshot()`.
    /// - Complexity: O(1): the copy shares storage with the data source's until it is changed;
    ///   its first change costs O(*n*).
    public func snapshot() -> Snapshot {
        current
    }

    /// The item at `row`, or `nil` for a row out of range. Mirrors `itemIdentifier(for:)`, with
    /// a row for the index path (the kit's table has one flat list of rows).
    /// - Complexity: O(1).
    public func itemIdentifier(forRow row: Int) -> ItemIdentifierType? {
        rows.indices.contains(row) ? rows[row] : nil
    }

    /// The row that shows `itemIdentifier`, or `nil` if the snapshot does not have it. Mirrors
    /// `indexPath(for:)`.
    /// - Complexity: O(1) on average; the first call after the rows change indexes them, in
    ///   O(*n*).
    public func row(for itemIdentifier: ItemIdentifierType) -> Int? {
        if let rowOfItem { return rowOfItem[itemIdentifier] }
        let rowOfItem = rows.rowOfEachItem()
        self.rowOfItem = rowOfItem
        return rowOfItem[itemIdentifier]
    }

    // MARK: - TableViewDataSource

    /// The number of items in the snapshot shown.
    public func numberOfRows(in tableView: TableView) -> Int {
        rows.count
    }

    /// The cell the cell provider draws for the item at `row`.
    public func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableCell {
        cellProvider(tableView, row, rows[row])
    }

    /// Whether the user may delete the row (swipe to delete): `false` unless a subclass says
    /// otherwise. Mirrors overriding `tableView(_:canEditRowAt:)`.
    open func tableView(_ tableView: TableView, canDeleteRowAt row: Int) -> Bool {
        false
    }

    /// The user deleted the row: a subclass removes the item from its model and applies a
    /// snapshot without it. Does nothing by default. Mirrors overriding
    /// `tableView(_:commit:forRowAt:)` with `.delete`.
    open func tableView(_ tableView: TableView, commitDeleteForRowAt row: Int) {}

    // MARK: - Private

    /// Makes `snapshot` the one shown, its items the rows.
    private func show(_ snapshot: Snapshot) {
        current = snapshot.withoutMarks
        rows = snapshot.itemIdentifiers
        rowOfItem = nil
    }
}
