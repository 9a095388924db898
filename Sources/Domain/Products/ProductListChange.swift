/// How one write changed the Products list, in rows: what moved where (Docs/Contract.md §2).
///
/// ``ProductDataStore/save(_:in:)`` and ``ProductDataStore/deleteProduct(atRow:)`` write the
/// repository and return one of these, so every architecture redraws exactly the rows a write
/// touched, the way UIKit's `insertRows`, `deleteRows`, `reloadRows` and `moveRow` do, and none
/// works the rows out itself.
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
