import Domain
import Widgets

/// Products, by hand: the table reads the repository; the editor hands back a valid product,
/// which is stored and shown by touching only its row (insert, redraw, or move).
final class DirectProductsScreen: Screen, TableViewDataSource, TableViewDelegate {
    private let store: ProductDataStore
    private let productsTable = TableView(id: "products")
    private let addButton = Button(id: "add", title: "Add")

    init(store: ProductDataStore) {
        self.store = store
        super.init(title: "Products")
    }

    override func viewDidLoad() {
        add(productsTable, addButton)
        productsTable.dataSource = self
        productsTable.delegate = self
        addButton.addAction { [weak self] in self?.openEditor(editing: nil) }
        productsTable.reloadData()
    }

    func numberOfRows(in tableView: TableView) -> Int { store.products.count }

    func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableCell {
        let product = store.products[row]
        return TableCell(title: product.name, detail: product.priceText)
    }

    func tableView(_ tableView: TableView, canDeleteRowAt row: Int) -> Bool { true }

    func tableView(_ tableView: TableView, commitDeleteForRowAt row: Int) {
        guard store.products.indices.contains(row), (try? store.delete(id: store.products[row].id)) != nil
        else { return }
        tableView.deleteRows(at: [row])
    }

    func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        tableView.deselectRow(at: row)
        guard store.products.indices.contains(row) else { return }
        openEditor(editing: store.products[row])
    }

    private func openEditor(editing product: Product?) {
        let editor = DirectProductScreen(product: product, store: store) { [weak self] saved in
            self?.store(saved, isNew: product == nil)
        }
        navigationController?.push(editor)
    }

    private func store(_ product: Product, isNew: Bool) {
        if isNew {
            if (try? store.add(product)) != nil, let row = store.index(of: product.id) {
                productsTable.insertRows(at: [row])
            }
        } else if let oldRow = store.index(of: product.id), (try? store.update(product)) != nil,
            let newRow = store.index(of: product.id)
        {
            if oldRow == newRow {
                productsTable.reloadRows(at: [newRow])
            } else {
                productsTable.deleteRows(at: [oldRow])
                productsTable.insertRows(at: [newRow])
            }
        }
        navigationController?.popScreen()
    }
}
