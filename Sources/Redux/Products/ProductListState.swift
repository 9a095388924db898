import Domain

/// The Products list in the app state: the repository's list, and the last change the reducer
/// made to it, numbered, so that a subscriber redraws only the rows that changed instead of
/// comparing lists (the identified collection plus change of Redux apps at scale, e.g. TCA's
/// `IdentifiedArray` with its diffable updates; here the rows come from the domain's
/// ``ProductListChange``).
///
/// - Complexity: O(1) to copy and to compare two states the reducer made: ``products`` is a
///   persistent ``ProductList`` snapshot, and ``revision`` differs whenever it changed.
struct ProductListState: Equatable {
    /// How many changes the list has had; one more with each change.
    private(set) var revision = 0
    /// The list, as the repository held it after the last change.
    private(set) var products: ProductList
    /// The rows the last change touched; ``ProductListChange/reloadedAll`` at the start.
    private(set) var lastChange = ProductListChange.reloadedAll

    /// The list as the repository holds it at launch.
    init(products: ProductList) {
        self.products = products
    }

    /// Records a change of the repository: its list after the write, and the rows the write
    /// touched.
    ///
    /// - Complexity: O(1).
    mutating func record(_ change: ProductListChange, leaving products: ProductList) {
        self.products = products
        lastChange = change
        revision += 1
    }

    /// Takes the repository's list as it was read; a change (``ProductListChange/reloadedAll``)
    /// only if it is not the snapshot the state already holds.
    ///
    /// - Complexity: O(1).
    mutating func load(_ products: ProductList) {
        guard !products.isIdentical(to: self.products) else { return }
        record(.reloadedAll, leaving: products)
    }
}
