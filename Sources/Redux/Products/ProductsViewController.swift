import Domain
import ReduxStore
import Widgets

/// Products (seed 004's `ProductListViewController`): subscribes on appear, re-reads the
/// repository into the store (set list), renders the list it selects, and writes the
/// repository before dispatching a delete.
final class ProductsViewController: Screen, StoreSubscriber {
    private let store: Store<AppState>
    private let repository: ProductDataStore
    private var products: [Product] = []

    let productsTable = TableView(id: "products")
    let addButton = Button(id: "add", title: "Add")

    init(store: Store<AppState>, repository: ProductDataStore) {
        self.store = store
        self.repository = repository
        super.init(title: "Products")
    }

    override func viewDidLoad() {
        add(productsTable, addButton)
        productsTable.dataSource = self
        productsTable.delegate = self
        addButton.addAction { [weak self] in self?.openEditor(for: nil) }
    }

    override func viewWillAppear() {
        // Seed 004's reloadData(): the state re-reads the repository, then the screen subscribes
        // and renders it once.
        store.dispatch(ProductsAction.setList(repository.products))
        store.subscribe(self) { $0.select(\.products.products) }
    }

    override func viewWillDisappear() {
        store.unsubscribe(self)
    }

    func newState(state products: [Product]) {
        self.products = products
        productsTable.reloadData()
    }

    private func openEditor(for product: Product?) {
        store.dispatch(ProductsAction.editorOpened)
        navigationController?.push(ProductViewController(store: store, repository: repository, product: product))
    }
}

extension ProductsViewController: TableViewDataSource {
    func numberOfRows(in tableView: TableView) -> Int { products.count }

    func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableCell {
        TableCell(title: products[row].name, detail: products[row].priceText)
    }

    func tableView(_ tableView: TableView, canDeleteRowAt row: Int) -> Bool { true }

    func tableView(_ tableView: TableView, commitDeleteForRowAt row: Int) {
        guard products.indices.contains(row) else { return }
        let id = products[row].id
        do {
            try repository.delete(id: id)
            store.dispatch(ProductsAction.delete(id: id))
        } catch {
            store.dispatch(ProductsAction.setList(repository.products))
        }
    }
}

extension ProductsViewController: TableViewDelegate {
    func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        tableView.deselectRow(at: row)
        guard products.indices.contains(row) else { return }
        openEditor(for: products[row])
    }
}
