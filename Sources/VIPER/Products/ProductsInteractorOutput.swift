import Domain

/// What Products' interactor tells its presenter: the rows each write touched.
@MainActor
protocol ProductsInteractorOutput: AnyObject {
    /// The repository changed as `change` says (``ProductListChange/reloadedAll`` when it
    /// refused a write: the list is redrawn from it).
    func productsDidChange(_ change: ProductListChange)
}
