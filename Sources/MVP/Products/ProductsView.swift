/// What Products' presenter asks of its view: which rows to redraw, and which editor to show.
///
/// The view draws a row by asking the presenter for its texts
/// (``ProductsPresenter/row(at:)``); it decides nothing.
@MainActor
protocol ProductsView: AnyObject {
    func reloadProducts()
    func insertProduct(at row: Int)
    func reloadProduct(at row: Int)
    func moveProduct(from oldRow: Int, to newRow: Int)
    func removeProduct(at row: Int)
    func deselectProduct(at row: Int)
    func showProduct(with presenter: ProductPresenter)
}

/// What one row of Products shows, as the presenter decided it.
struct ProductRow: Hashable {
    let title: String
    let detail: String
}
