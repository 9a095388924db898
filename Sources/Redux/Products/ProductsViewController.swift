import Domain
import ReduxStore
import Widgets

/// Products (seed 004's `ProductListViewController`): dispatches its appearance (the
/// middleware re-reads the repository), the taps, selections and deletions; renders the list it
/// selects from the store while it is visible.
final class ProductsViewController: Screen, StoreSubscriber {
    private let store: Store<AppState>
    private var products: [Product] = []

    let productsTable = TableView(id: "products")
    let addButton = Button(id: "add", title: "Add")

    init(store: Store<AppState>) {
        self.store = store
        super.init(title: "Products")
    }

    override func viewDidLoad() {
        add(productsTable, addButton)
        productsTable.dataSource = self
        productsTable.delegate = self
        addButton.addAction { [weak self] in self?.addButtonTapped() }
    }

    override func viewWillAppear() {
        // Seed 004's reloadData(): the state re-reads the repository, then the screen subscribes
        // and renders it once.
        store.dispatch(ProductsAction.productsScreenWillAppear)
        store.subscribe(self) { $0.select(\.products.products) }
    }

    override func viewWillDisappear() {
        store.unsubscribe(self)
    }

    /// Renders the list: the rows that changed since the last state, found with the standard
    /// library's diff (`difference(from:)`), so one added or deleted product costs one row, not
    /// a reload of every row, as a team using ReSwift with long lists would do (DifferenceKit's
    /// role, with the toolchain's own diff).
    ///
    /// - Complexity: O((*n* + *m*) · *d*) for *d* changed rows; a full reload when most rows
    ///   changed or the table was empty.
    func newState(state products: [Product]) {
        guard !self.products.isEmpty else {
            self.products = products
            productsTable.reloadData()
            return
        }
        let changes = products.difference(from: self.products)
        self.products = products
        if changes.count > products.count / 2 {
            productsTable.reloadData()
            return
        }
        var removed: [Int] = []
        var inserted: [Int] = []
        for change in changes {
            switch change {
            case .remove(let offset, _, _): removed.append(offset)
            case .insert(let offset, _, _): inserted.append(offset)
            }
        }
        productsTable.deleteRows(at: removed)
        productsTable.insertRows(at: inserted)
    }

    private func addButtonTapped() {
        store.dispatch(ProductsAction.addButtonTapped)
        navigationController?.push(ProductViewController(store: store))
    }
}

extension ProductsViewController: TableViewDataSource {
    func numberOfRows(in tableView: TableView) -> Int { products.count }

    func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableCell {
        TableCell(title: products[row].name, detail: products[row].priceText)
    }

    func tableView(_ tableView: TableView, canDeleteRowAt row: Int) -> Bool { true }

    func tableView(_ tableView: TableView, commitDeleteForRowAt row: Int) {
        store.dispatch(ProductsAction.rowDeleted(row: row))
    }
}

extension ProductsViewController: TableViewDelegate {
    func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        tableView.deselectRow(at: row)
        guard products.indices.contains(row) else { return }
        store.dispatch(ProductsAction.rowSelected(row: row))
        navigationController?.push(ProductViewController(store: store))
    }
}
