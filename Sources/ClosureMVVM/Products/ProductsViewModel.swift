import Domain

/// Products' view model (Docs/Contract.md §2, seed 001's `ProductListViewModel`): the
/// repository's catalogue as rows, one closure for them, deletion, and the view models of the
/// editors the list opens.
///
/// Closure MVVM as tailec writes it (`mvvm-closures/MVVMClosures/App/ReposScene/ReposViewModel.swift`):
/// after every write, to the repository here or in an editor, ``onRowsChange`` hands the view
/// the rows of what the repository holds, as seed 001's `productsDidChange` told its view to
/// show the list again.
@MainActor
final class ProductsViewModel {
    /// One row of the list: the product's name and its price with two fraction digits.
    struct Row: Hashable {
        /// The product's id, which the list's events name it by.
        var id: String
        var title: String
        var detail: String
    }

    /// The list's rows, in list order.
    var onRowsChange: (([Row]) -> Void)?

    private let store: ProductDataStore

    init(store: ProductDataStore) {
        self.store = store
    }

    /// The view is bound: every output is called with its value.
    func ready() {
        onRowsChange?(rows)
    }

    /// The user deleted the product's row: the product is deleted from the repository. A
    /// refused delete (the product is gone already) changes nothing; either way the rows that
    /// follow are what the repository holds.
    func rowDeleted(id: String) {
        try? store.delete(id: id)
        onRowsChange?(rows)
    }

    /// The view model of a New Product screen; its save comes back here.
    func makeNewProductViewModel() -> ProductViewModel {
        makeProductViewModel(mode: .new)
    }

    /// The view model of the Edit Product screen for the product with `id`, or `nil` when the
    /// repository holds none; its save comes back here.
    func makeEditProductViewModel(id: String) -> ProductViewModel? {
        guard let product = store.product(id: id) else { return nil }
        return makeProductViewModel(mode: .edit(product))
    }

    private func makeProductViewModel(mode: ProductEditorMode) -> ProductViewModel {
        let editor = ProductViewModel(mode: mode, store: store)
        editor.onSave = { [weak self] _ in
            guard let self else { return }
            onRowsChange?(rows)
        }
        return editor
    }

    private var rows: [Row] {
        store.products.map { Row(id: $0.id, title: $0.name, detail: $0.priceText) }
    }
}
