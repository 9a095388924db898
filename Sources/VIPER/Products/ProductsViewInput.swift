/// What Products' presenter tells its view: which rows to redraw.
///
/// The view draws a row by asking its output for the row's texts
/// (``ProductsViewOutput/row(at:)``); it decides nothing.
@MainActor
protocol ProductsViewInput: AnyObject {
    func reloadProducts()
    func insertProduct(at row: Int)
    func reloadProduct(at row: Int)
    func moveProduct(from oldRow: Int, to newRow: Int)
    func removeProduct(at row: Int)
    func deselectProduct(at row: Int)
}
