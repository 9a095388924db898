/// The Products list as a state or an observable model keeps it: the repository's
/// ``ProductList`` snapshot, numbered, with the ``ProductListChange`` that led to it, so that a
/// view redraws only the rows a change touched instead of comparing lists.
///
/// It is what Redux apps and TCA features at scale keep in their state (an identified
/// collection, e.g. TCA's `IdentifiedArray`, plus the change the reducer made) and what an
/// observable view model publishes beside its list; the view remembers the ``revision`` it drew
/// and asks ``change(since:)`` what to do to show this one.
///
/// ```swift
/// let store = ProductDataStore()  // iPad, iPhone, Keyboard, MacBook, Mouse
/// var list = VersionedProductList(products: store.products)
/// let drawn = list.revision
/// list.record(store.save(Product(id: "pen", name: "Pen", price: 2), in: .new), leaving: store.products)
/// print(list.change(since: drawn) as Any, list.change(since: list.revision) as Any)
/// // Prints: Optional(Domain.ProductListChange.inserted(row: 5)) nil
/// ```
///
/// - Complexity: O(1) to copy, to record a change and to compare two versions of one lineage:
///   ``products`` is a persistent snapshot, and ``revision`` differs whenever it changed (`==`
///   compares the revision first, then finds the snapshots identical).
public struct VersionedProductList: Equatable, Sendable {
    /// How many changes the list has had; one more with each change.
    public private(set) var revision = 0
    /// The list, as the repository held it after the last change.
    public private(set) var products: ProductList
    /// The rows the last change touched; ``ProductListChange/reloadedAll`` at the start.
    public private(set) var lastChange = ProductListChange.reloadedAll

    /// The list as the repository holds it at the start, revision 0.
    ///
    /// - Parameter products: The repository's list.
    public init(products: ProductList) {
        self.products = products
    }

    /// Records a change of the repository: its list after the write, and the rows the write
    /// touched (as ``ProductDataStore/save(_:in:)`` or ``ProductDataStore/deleteProduct(atRow:)``
    /// reported them).
    ///
    /// - Parameters:
    ///   - change: The rows the write touched.
    ///   - products: The repository's list after the write.
    /// - Complexity: O(1).
    public mutating func record(_ change: ProductListChange, leaving products: ProductList) {
        self.products = products
        lastChange = change
        revision += 1
    }

    /// Takes the repository's list as it was read: a change (``ProductListChange/reloadedAll``)
    /// only if it is not the snapshot already held.
    ///
    /// - Parameter products: The repository's list.
    /// - Complexity: O(1).
    public mutating func load(_ products: ProductList) {
        guard !products.isIdentical(to: self.products) else { return }
        record(.reloadedAll, leaving: products)
    }

    /// What a table that shows revision `drawnRevision` must do to show this one.
    ///
    /// - Parameter drawnRevision: The ``revision`` the table shows, `nil` before its first
    ///   draw.
    /// - Returns: `nil` if it shows this revision; ``lastChange`` if it shows the one before;
    ///   ``ProductListChange/reloadedAll`` otherwise (the first draw, or changes it did not see
    ///   one by one).
    /// - Complexity: O(1).
    public func change(since drawnRevision: Int?) -> ProductListChange? {
        guard let drawnRevision else { return .reloadedAll }
        if drawnRevision == revision { return nil }
        return drawnRevision + 1 == revision ? lastChange : .reloadedAll
    }
}
