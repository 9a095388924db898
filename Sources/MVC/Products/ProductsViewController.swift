import Domain
import Widgets

/// Products (Docs/Contract.md §2): the catalogue as a table, Add, and swipe to delete.
///
/// MVC: the controller holds the model (the repository), is the table's data source and
/// delegate, and pushes the editor. It is the only writer of the catalogue: deletions come from
/// the table, saves come back from the editor through ``ProductViewControllerDelegate`` (seed
/// 004's `productDetailsDidSave`). Every write goes through the domain's
/// ``ProductDataStore/save(_:in:)`` or ``ProductDataStore/deleteProduct(atRow:)``, which report
/// the rows that changed, and the controller updates exactly those rows instead of reloading
/// the table.
final class ProductsViewController: Screen {
    private let store: ProductDataStore

    let productsTable = TableView(id: "products")
    let addButton = Button(id: "add", title: "Add")

    init(store: ProductDataStore) {
        self.store = store
        super.init(title: "Products")
    }

    override func viewDidLoad() {
        add(productsTable, addButton)
        productsTable.dataSource = self
        productsTable.delegate = self
        addButton.addAction { [weak self] in self?.addButtonTapped() }
        productsTable.reloadData()
    }

    private func addButtonTapped() {
        showProduct(mode: .new)
    }

    private func showProduct(mode: ProductEditorMode) {
        let editor = ProductViewController(mode: mode, store: store)
        editor.delegate = self
        navigationController?.push(editor)
    }

    /// Redraws the rows a write changed, as the domain reports them, never more.
    private func apply(_ change: ProductListChange) {
        change.apply(
            insertRows: productsTable.insertRows(at:), deleteRows: productsTable.deleteRows(at:),
            reloadRows: productsTable.reloadRows(at:), reloadData: productsTable.reloadData)
    }
}

extension ProductsViewController: TableViewDataSource {
    func numberOfRows(in tableView: TableView) -> Int {
        store.products.count
    }

    func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableCell {
        let product = store.products[row]
        return TableCell(title: product.name, detail: product.priceText)
    }

    func tableView(_ tableView: TableView, canDeleteRowAt row: Int) -> Bool { true }

    func tableView(_ tableView: TableView, commitDeleteForRowAt row: Int) {
        guard let change = store.deleteProduct(atRow: row) else { return }
        apply(change)
    }
}

extension ProductsViewController: TableViewDelegate {
    func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        tableView.deselectRow(at: row)
        guard store.products.indices.contains(row) else { return }
        showProduct(mode: .edit(store.products[row]))
    }
}

extension ProductsViewController: ProductViewControllerDelegate {
    func productViewController(_ controller: ProductViewController, didSave product: Product) {
        apply(store.save(product, in: controller.mode))
        navigationController?.popScreen()
    }
}
