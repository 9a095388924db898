/// What Products' presenter asks of its view: the rows to show, and the editor to open.
@MainActor
protocol ProductsView: AnyObject {
    /// Shows `rows`, in order, as the table's rows.
    func showProducts(_ rows: [ProductRow])
    func deselectProduct(at row: Int)
    func showProduct(with presenter: ProductPresenter)
}

/// What one row of Products shows, as the presenter wrote it, and the product it stands for.
struct ProductRow: Hashable {
    /// The product's id.
    let id: String
    let title: String
    let detail: String
}
