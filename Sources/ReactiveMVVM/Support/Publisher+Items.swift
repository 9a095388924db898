import Reactive
import Widgets

/// The one section of a reactive MVVM table.
enum TableSection: Hashable, Sendable {
    case main
}

extension Publisher where Failure == Never {
    /// Binds a publisher of rows to a table through its diffable data source, as RxDataSources'
    /// `tableView.rx.items(dataSource:)` does (`Sources/RxDataSources` in
    /// RxSwiftCommunity/RxDataSources; its `RxTableViewSectionedAnimatedDataSource` diffs, its
    /// `RxTableViewSectionedReloadDataSource` reloads).
    ///
    /// Each array of items becomes the data source's snapshot of one section: applied as a
    /// diff (rows inserted, deleted, moved and redrawn), or, with `reloading`, with
    /// `applySnapshotUsingReloadData(_:)`.
    ///
    /// - Parameters:
    ///   - dataSource: The table's data source; held weakly.
    ///   - reloading: Whether each snapshot reloads the table rather than being diffed.
    /// - Returns: The subscription; the binding ends when it is cancelled.
    @MainActor
    func items<Item>(dataSource: TableViewDiffableDataSource<TableSection, Item>, reloading: Bool = false)
        -> AnyCancellable
    where Output == [Item] {
        sink { [weak dataSource] items in
            var snapshot = DiffableDataSourceSnapshot<TableSection, Item>()
            snapshot.appendSections([.main])
            snapshot.appendItems(items)
            if reloading {
                dataSource?.applySnapshotUsingReloadData(snapshot)
            } else {
                dataSource?.apply(snapshot)
            }
        }
    }
}
