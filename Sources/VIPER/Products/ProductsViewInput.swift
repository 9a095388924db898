/// What Products' presenter tells its view: the rows to show.
@MainActor
protocol ProductsViewInput: AnyObject {
    /// Shows `items`, in order, as the table's rows.
    func showProducts(_ items: [ProductDisplayItem])
    func deselectProduct(at row: Int)
}
