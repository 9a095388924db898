/// What Products' interactor tells its presenter: the rows its changes touched.
@MainActor
protocol ProductsInteractorOutput: AnyObject {
    func didInsertProduct(at row: Int)
    func didUpdateProduct(at row: Int)
    func didMoveProduct(from oldRow: Int, to newRow: Int)
    func didDeleteProduct(at row: Int)
    /// The repository refused a change: the list is redrawn from it.
    func productsDidFailToChange()
}
