import Widgets

extension TableView {
    /// Brings the table from showing `old` to showing `new`, as
    /// `UITableViewDiffableDataSource.apply(_:)` does with snapshots of identifiers: rows whose
    /// identifier is gone are deleted, rows with a new identifier are inserted, and rows that kept
    /// their identifier but changed are reloaded (`reconfigureItems(_:)`). From or to an empty
    /// list it reloads the table.
    ///
    /// The data source must already answer with `new`.
    /// - Parameters:
    ///   - old: What the table shows.
    ///   - new: What it should show.
    ///   - identifier: What stays the same when an item changes (a product's id).
    /// - Complexity: O(*n*) to find the common prefix and suffix of identifiers and to compare
    ///   the rows kept, plus the standard library's (Myers) difference of what lies between,
    ///   O(*k* · *d*) for a middle of *k* rows with *d* of them inserted or deleted; the table
    ///   writes only the rows that changed.
    func applyDifference<Item: Equatable, ID: Hashable>(
        from old: [Item], to new: [Item], identifiedBy identifier: (Item) -> ID
    ) {
        guard !old.isEmpty, !new.isEmpty else {
            reloadData()
            return
        }
        // Rows before the first and after the last differing identifier are kept as they are;
        // the standard library's diff runs on what lies between.
        let common = min(old.count, new.count)
        var prefix = 0
        while prefix < common, identifier(old[prefix]) == identifier(new[prefix]) { prefix += 1 }
        var suffix = 0
        while suffix < common - prefix,
            identifier(old[old.count - 1 - suffix]) == identifier(new[new.count - 1 - suffix])
        {
            suffix += 1
        }
        let oldMiddle = old[prefix..<(old.count - suffix)].map { identifier($0) }
        let newMiddle = new[prefix..<(new.count - suffix)].map { identifier($0) }
        var deleted: [Int] = []
        var inserted: [Int] = []
        for change in newMiddle.difference(from: oldMiddle) {
            switch change {
            case .remove(let offset, _, _): deleted.append(prefix + offset)
            case .insert(let offset, _, _): inserted.append(prefix + offset)
            }
        }
        let deletedRows = Set(deleted)
        let insertedRows = Set(inserted)
        var reloaded: [Int] = []
        var newRow = 0
        for oldRow in old.indices where !deletedRows.contains(oldRow) {
            while insertedRows.contains(newRow) { newRow += 1 }
            if old[oldRow] != new[newRow] { reloaded.append(newRow) }
            newRow += 1
        }
        if !deleted.isEmpty { deleteRows(at: deleted) }
        if !inserted.isEmpty { insertRows(at: inserted) }
        if !reloaded.isEmpty { reloadRows(at: reloaded) }
    }

    /// Brings the table from showing `old` to showing `new` where a row's place is its identity
    /// (a list that never inserts, deletes or moves): reloads the rows that differ, or the whole
    /// table when the count changed.
    ///
    /// The data source must already answer with `new`.
    /// - Complexity: O(*n*) comparisons; the table writes only the rows that changed.
    func applyDifference<Item: Equatable>(from old: [Item], to new: [Item]) {
        guard old.count == new.count else {
            reloadData()
            return
        }
        let changed = new.indices.filter { old[$0] != new[$0] }
        if !changed.isEmpty { reloadRows(at: changed) }
    }
}
