/// How one write changed the Products list, in rows: what moved where (Docs/Contract.md §2).
///
/// ``ProductDataStore/save(_:in:)`` and ``ProductDataStore/deleteProduct(atRow:)`` write the
/// repository and return one of these, in the terms of UIKit's `insertRows`, `deleteRows`,
/// `reloadRows` and `moveRow`, for an architecture that updates its table by row. Which rows a
/// table touches is the architecture's own business.
///
/// Rows are indices into ``ProductDataStore/products``: `from` and a removed row before the
/// write, `to`, an inserted row and a reloaded row after it.
public enum ProductListChange: Sendable, Hashable {
    /// A product was added at `row`.
    case inserted(row: Int)
    /// The product at `row` was deleted.
    case removed(row: Int)
    /// A product changed and moved from row `from` (before the write) to row `to` (after it).
    case moved(from: Int, to: Int)
    /// The product at `row` changed and kept its place.
    case reloaded(row: Int)
    /// Anything may have changed: redraw every row. Reported when the repository refused a
    /// write, so the list shows what it holds.
    case reloadedAll
}

extension ProductListChange {
    /// Applies the change to a table through the updates UIKit's `UITableView` offers: one row
    /// inserted, deleted or redrawn, a move as the deletion of the old row and the insertion of
    /// the new one, and a reload of every row for ``reloadedAll``.
    ///
    /// ```swift
    /// change.apply(
    ///     insertRows: table.insertRows(at:), deleteRows: table.deleteRows(at:),
    ///     reloadRows: table.reloadRows(at:), reloadData: table.reloadData)
    /// ```
    ///
    /// - Parameters:
    ///   - insertRows: Inserts rows at the given indices (after the write).
    ///   - deleteRows: Deletes the rows at the given indices (before the write).
    ///   - reloadRows: Redraws the rows at the given indices.
    ///   - reloadData: Redraws every row.
    /// - Note: Main-actor isolated, like the tables it drives. Each closure is called at most
    ///   once, with one row.
    @MainActor
    public func apply(
        insertRows: @MainActor ([Int]) -> Void, deleteRows: @MainActor ([Int]) -> Void,
        reloadRows: @MainActor ([Int]) -> Void, reloadData: @MainActor () -> Void
    ) {
        switch self {
        case .inserted(let row): insertRows([row])
        case .removed(let row): deleteRows([row])
        case .reloaded(let row): reloadRows([row])
        case .moved(let oldRow, let newRow):
            deleteRows([oldRow])
            insertRows([newRow])
        case .reloadedAll: reloadData()
        }
    }
}
