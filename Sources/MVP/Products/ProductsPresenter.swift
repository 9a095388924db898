import Domain

/// Products' presenter (Docs/Contract.md §2): the one writer of the product repository for the
/// list, the texts of every row, and the presenters of the editors it opens.
///
/// Each editor presenter is built with a closure back to this presenter, which stores the
/// product with the repository's ``ProductDataStore/add(_:)`` or ``ProductDataStore/update(_:)``
/// and hands the view the rows again: what the repository now holds, in its order. A write the
/// repository refuses (an id taken or gone since the editor checked it) changes nothing, and the
/// view is handed the same rows. Follows kntkymt/ArchitectureSamples
/// `MVP/UI/RepositorySearch/RepositorySearchPresenter.swift`, with the rows formatted here rather
/// than in the cell.
@MainActor
final class ProductsPresenter {
    weak var view: (any ProductsView)?
    private let store: ProductDataStore

    init(store: ProductDataStore) {
        self.store = store
    }

    func viewDidLoad() {
        updateView()
    }

    func addButtonTapped() {
        showEditor(mode: .new)
    }

    func rowSelected(at row: Int) {
        view?.deselectProduct(at: row)
        guard store.products.indices.contains(row) else { return }
        showEditor(mode: .edit(store.products[row]))
    }

    func rowDeleted(at row: Int) {
        guard store.products.indices.contains(row) else { return }
        try? store.delete(id: store.products[row].id)
        updateView()
    }

    private func showEditor(mode: ProductEditorMode) {
        let editor = ProductPresenter(mode: mode, store: store) { [weak self] in self?.productSaved($0, in: mode) }
        view?.showProduct(with: editor)
    }

    private func productSaved(_ product: Product, in mode: ProductEditorMode) {
        switch mode {
        case .new: try? store.add(product)
        case .edit: try? store.update(product)
        }
        updateView()
    }

    /// Hands the view every row: the product's name, and its price with two fraction digits.
    private func updateView() {
        view?.showProducts(store.products.map { ProductRow(id: $0.id, title: $0.name, detail: $0.priceText) })
    }
}
