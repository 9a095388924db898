import Domain
import Widgets

/// Products (SPEC §2): the catalogue as a table, Add, and swipe to delete.
///
/// MVC: the controller holds the model (the repository), is the table's data source and
/// delegate, and pushes the editor. It is the only writer of the catalogue: deletions come from
/// the table, saves come back from the editor through ``ProductViewControllerDelegate`` (seed
/// 004's `productDetailsDidSave`). Because every change passes through here, the controller
/// updates exactly the rows that changed (`insertRows`, `reloadRows`, `deleteRows`) instead of
/// reloading the table.
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

    private func showProduct(mode: ProductViewController.Mode) {
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

    func tableView(_ tableView: TableView, commitDeleteForRowAt row: Int) {
        guard store.products.indices.contains(row) else { return }
        do {
            try store.delete(id: store.products[row].id)
            tableView.deleteRows(at: [row])
        } catch {
            tableView.reloadData()
        }
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
        do {
            switch controller.mode {
            case .new:
                try store.add(product)
                if let row = store.index(of: product.id) { productsTable.insertRows(at: [row]) }
            case .edit:
                let oldRow = store.index(of: product.id)
                try store.update(product)
                let newRow = store.index(of: product.id)
                if let oldRow, let newRow, oldRow == newRow {
                    productsTable.reloadRows(at: [newRow])
                } else if let oldRow, let newRow {
                    productsTable.deleteRows(at: [oldRow])
                    productsTable.insertRows(at: [newRow])
                }
            }
        } catch {
            // The editor validated against this store a moment ago, so a refusal means the
            // rows are out of step: show what the store holds.
            productsTable.reloadData()
        }
        navigationController?.popScreen()
    }
}
