import Domain

/// Products' presenter (Docs/Contract.md §2): owns the repository's writes for the list, tells the view
/// which rows changed, and builds the presenters of the editors it opens.
///
/// The list follows the repository through the editors' save callbacks: each editor presenter
/// is built with a closure back to this presenter, which stores the product through the domain's
/// ``ProductDataStore/save(_:in:)`` and tells the view the one row to insert, redraw or move that
/// it reports. No full reload after the first.
@MainActor
final class ProductsPresenter {
    weak var view: (any ProductsView)?
    private let store: ProductDataStore

    init(store: ProductDataStore) {
        self.store = store
    }

    /// The number of rows the list shows.
    var numberOfRows: Int { store.products.count }

    /// What the row at `row` shows, for `0 ..< numberOfRows`: the product's name and its price
    /// as the domain formats it.
    func row(at row: Int) -> ProductRow {
        let product = store.products[row]
        return ProductRow(title: product.name, detail: product.priceText)
    }

    func viewDidLoad() {
        view?.reloadProducts()
    }

    func addButtonTapped() {
        showProduct(mode: .new)
    }

    func rowSelected(at row: Int) {
        view?.deselectProduct(at: row)
        guard store.products.indices.contains(row) else { return }
        showProduct(mode: .edit(store.products[row]))
    }

    func rowDeleted(at row: Int) {
        guard let change = store.deleteProduct(atRow: row) else { return }
        render(change)
    }

    private func showProduct(mode: ProductEditorMode) {
        view?.showProduct(with: ProductPresenter(mode: mode, store: store) { [weak self] in self?.productSaved($0, in: mode) })
    }

    private func productSaved(_ product: Product, in mode: ProductEditorMode) {
        render(store.save(product, in: mode))
    }

    /// Tells the view the rows a write changed, as the domain reports them.
    private func render(_ change: ProductListChange) {
        switch change {
        case .inserted(let row): view?.insertProduct(at: row)
        case .removed(let row): view?.removeProduct(at: row)
        case .reloaded(let row): view?.reloadProduct(at: row)
        case .moved(let oldRow, let newRow): view?.moveProduct(from: oldRow, to: newRow)
        case .reloadedAll: view?.reloadProducts()
        }
    }
}
