import Domain

/// Products' view model (Docs/Contract.md §2), in seed 001's style: the list as read-only
/// outputs, and ``productsDidChange``, called after every change of the list.
///
/// The list follows the repository through the editors' `didSave` closures: each editor's view
/// model is built here with a closure back to this one, which stores the product through the
/// domain's ``ProductDataStore/save(_:in:)``. Seed 001's closure re-read the whole list; this
/// one also passes the rows that changed (the domain's ``ProductListChange``), so the view
/// inserts, redraws, moves or deletes one row instead of reloading the table.
@MainActor
final class ProductsViewModel {
    /// Called after every change of the list, with the rows that changed.
    var productsDidChange: ((ProductsViewModel, ProductListChange) -> Void)?

    private let store: ProductDataStore

    init(store: ProductDataStore) {
        self.store = store
    }

    /// The number of rows the list shows.
    var numberOfRows: Int { store.products.count }
    /// The row's title, for `row` in `0 ..< numberOfRows`: the product's name.
    func titleText(forRow row: Int) -> String { store.products[row].name }
    /// The row's detail, for `row` in `0 ..< numberOfRows`: the price as the domain formats it.
    func detailText(forRow row: Int) -> String { store.products[row].priceText }

    /// The user deleted the row: the product is deleted from the repository.
    func rowDeleted(at row: Int) {
        guard let change = store.deleteProduct(atRow: row) else { return }
        productsDidChange?(self, change)
    }

    /// The view model of a New Product screen; its save comes back here.
    func makeNewProductViewModel() -> ProductViewModel {
        makeProductViewModel(mode: .new)
    }

    /// The view model of the Edit Product screen for the product at `row`, or `nil` for a row
    /// out of range; its save comes back here.
    func makeEditProductViewModel(forRow row: Int) -> ProductViewModel? {
        guard store.products.indices.contains(row) else { return nil }
        return makeProductViewModel(mode: .edit(store.products[row]))
    }

    private func makeProductViewModel(mode: ProductEditorMode) -> ProductViewModel {
        let editor = ProductViewModel(mode: mode, store: store)
        editor.didSave = { [weak self] in self?.productSaved($0, in: mode) }
        return editor
    }

    private func productSaved(_ product: Product, in mode: ProductEditorMode) {
        productsDidChange?(self, store.save(product, in: mode))
    }
}
