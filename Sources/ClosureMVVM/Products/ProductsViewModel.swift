import Domain
import Widgets

/// Products' view model (SPEC §2), in seed 001's style: it holds the list, acts as the table's
/// data source, and calls ``productsDidChange`` after every change of the list.
///
/// The list follows the repository through the editors' `didSave` closures: each editor's view
/// model is built here with a closure back to this one, which stores the product. Seed 001's
/// closure re-read the whole list; this one also says which rows changed (``Change``), so the
/// view inserts, redraws, moves or deletes one row instead of reloading the table.
@MainActor
final class ProductsViewModel {
    /// What changed in the list.
    enum Change: Equatable {
        /// The whole list (the first showing, or after a change the view model could not
        /// place).
        case reloaded
        /// A product was added at `row`.
        case inserted(row: Int)
        /// The product at `row` changed and kept its place.
        case updated(row: Int)
        /// A product changed and moved from `from` to `to` (indices before and after).
        case moved(from: Int, to: Int)
        /// The product at `row` was deleted.
        case deleted(row: Int)
    }

    /// Called after every change of the list, with what changed.
    var productsDidChange: ((ProductsViewModel, Change) -> Void)?

    private let store: ProductDataStore

    init(store: ProductDataStore) {
        self.store = store
    }

    /// The products, in list order: what the repository holds.
    var products: [Product] { store.products }

    /// Shows the list: calls ``productsDidChange`` with ``Change/reloaded``.
    func showProductList() {
        productsDidChange?(self, .reloaded)
    }

    /// The user deleted the row: the product is deleted from the repository.
    func rowDeleted(at row: Int) {
        guard store.products.indices.contains(row) else { return }
        do {
            try store.delete(id: store.products[row].id)
            productsDidChange?(self, .deleted(row: row))
        } catch {
            productsDidChange?(self, .reloaded)
        }
    }

    /// The view model of a New Product screen; its save comes back here.
    func makeNewProductViewModel() -> ProductViewModel {
        let editor = ProductViewModel(mode: .new, store: store)
        editor.didSave = { [weak self] in self?.productAdded($0) }
        return editor
    }

    /// The view model of the Edit Product screen for the product at `row`, or `nil` for a row
    /// out of range; its save comes back here.
    func makeEditProductViewModel(forRow row: Int) -> ProductViewModel? {
        guard store.products.indices.contains(row) else { return nil }
        let editor = ProductViewModel(mode: .edit(store.products[row]), store: store)
        editor.didSave = { [weak self] in self?.productUpdated($0) }
        return editor
    }

    private func productAdded(_ product: Product) {
        do {
            try store.add(product)
            guard let row = store.index(of: product.id) else { return }
            productsDidChange?(self, .inserted(row: row))
        } catch {
            productsDidChange?(self, .reloaded)
        }
    }

    private func productUpdated(_ product: Product) {
        guard let oldRow = store.index(of: product.id) else {
            productsDidChange?(self, .reloaded)
            return
        }
        do {
            try store.update(product)
        } catch {
            productsDidChange?(self, .reloaded)
            return
        }
        guard let newRow = store.index(of: product.id) else { return }
        productsDidChange?(self, oldRow == newRow ? .updated(row: newRow) : .moved(from: oldRow, to: newRow))
    }
}

extension ProductsViewModel: TableViewDataSource {
    func numberOfRows(in tableView: TableView) -> Int { store.products.count }

    func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableCell {
        let product = store.products[row]
        return TableCell(title: product.name, detail: product.priceText)
    }

    func tableView(_ tableView: TableView, canDeleteRowAt row: Int) -> Bool { true }

    func tableView(_ tableView: TableView, commitDeleteForRowAt row: Int) {
        rowDeleted(at: row)
    }
}
