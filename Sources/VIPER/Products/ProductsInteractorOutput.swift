import Domain

/// What Products' interactor tells its presenter.
@MainActor
protocol ProductsInteractorOutput: AnyObject {
    /// The repository took a write; `products` is what it holds now, in list order.
    func productsDidChange(_ products: ProductList)
}
