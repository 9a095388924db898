import Domain

/// Products' presenter (SPEC §2): owns the repository's writes for the list, tells the view
/// which rows changed, and builds the presenters of the editors it opens.
///
/// The list follows the repository through the editors' save callbacks: each editor presenter
/// is built with a closure back to this presenter, which stores the product and tells the view
/// the one row to insert, redraw or move. No full reload after the first.
@MainActor
final class ProductsPresenter {
    weak var view: (any ProductsView)?
    private let store: ProductDataStore

    init(store: ProductDataStore) {
        self.store = store
    }

    /// The number of rows the list shows.
    var numberOfRows: Int { store.products.count }

    /// The texts of the row at `row`, for `0 ..< numberOfRows`: the product's name and its
    /// price as the domain formats it.
    func rowTexts(at row: Int) -> (title: String, detail: String) {
        let product = store.products[row]
        return (product.name, product.priceText)
    }

    func viewDidLoad() {
        view?.reloadProducts()
    }

    func addButtonTapped() {
        view?.showProduct(with: ProductPresenter(mode: .new, store: store) { [weak self] in self?.productAdded($0) })
    }

    func rowSelected(at row: Int) {
        view?.deselectProduct(at: row)
        guard store.products.indices.contains(row) else { return }
        let presenter = ProductPresenter(mode: .edit(store.products[row]), store: store) { [weak self] in
            self?.productUpdated($0)
        }
        view?.showProduct(with: presenter)
    }

    func rowDeleted(at row: Int) {
        guard store.products.indices.contains(row) else { return }
        do {
            try store.delete(id: store.products[row].id)
            view?.removeProduct(at: row)
        } catch {
            view?.reloadProducts()
        }
    }

    private func productAdded(_ product: Product) {
        do {
            try store.add(product)
            if let row = store.index(of: product.id) { view?.insertProduct(at: row) }
        } catch {
            view?.reloadProducts()
        }
    }

    private func productUpdated(_ product: Product) {
        guard let oldRow = store.index(of: product.id) else {
            view?.reloadProducts()
            return
        }
        do {
            try store.update(product)
        } catch {
            view?.reloadProducts()
            return
        }
        guard let newRow = store.index(of: product.id) else { return }
        if oldRow == newRow {
            view?.reloadProduct(at: newRow)
        } else {
            view?.moveProduct(from: oldRow, to: newRow)
        }
    }
}
