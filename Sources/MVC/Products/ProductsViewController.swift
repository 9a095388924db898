import Domain
import Widgets

/// Products (Docs/Contract.md §2): the catalogue as a table, Add, and swipe to delete.
///
/// MVC: the controller holds the model (the repository), is the table's data source and
/// delegate, formats each row, and pushes the editor, which hears back through
/// ``ProductViewControllerDelegate`` (seed 004's `productDetailsDidSave`). After every write
/// ``updateViews()`` shows what the repository holds.
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
        updateViews()
    }

    /// Shows the repository's catalogue in the table.
    private func updateViews() {
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

    /// Deletes the row's product from the repository. A refused delete (the product is gone
    /// already) changes nothing; either way the table shows what the repository holds.
    func tableView(_ tableView: TableView, commitDeleteForRowAt row: Int) {
        guard store.products.indices.contains(row) else { return }
        try? store.delete(id: store.products[row].id)
        updateViews()
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
        updateViews()
        navigationController?.popScreen()
    }
}
