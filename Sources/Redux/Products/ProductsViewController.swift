import Domain
import ReduxStore
import Widgets

/// Products (seed 004's `ProductListViewController`): dispatches the taps, selections and
/// deletions; renders the list it selects from the store while it is visible.
final class ProductsViewController: Screen, StoreSubscriber {
    private let store: Store<AppState>
    private var products = ProductList()
    /// The list revision the table shows, `nil` before the first render.
    private var renderedRevision: Int?

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
        // Not seed 004's reloadData(): the store holds the repository's list (every write goes
        // through the middleware, which answers with it), so the screen subscribes and renders
        // what changed since it last rendered.
        store.subscribe(self) { $0.select(\.products.list) }
    }

    override func viewWillDisappear() {
        store.unsubscribe(self)
    }

    /// Renders the list: the change the reducer recorded, applied to its rows, when the state is
    /// the next one after the last rendered (``VersionedProductList/change(since:)``); every row
    /// otherwise (the first render, or after changes made while the screen was not subscribed
    /// that it did not see one by one).
    ///
    /// - Complexity: O(1) beside the table's work for one change (one row, O(log *n*) to read
    ///   it); O(*n*) for a full render.
    func newState(state list: VersionedProductList) {
        guard let change = list.change(since: renderedRevision) else { return }
        products = list.products
        renderedRevision = list.revision
        change.apply(
            insertRows: productsTable.insertRows(at:), deleteRows: productsTable.deleteRows(at:),
            reloadRows: productsTable.reloadRows(at:), reloadData: productsTable.reloadData)
    }

    private func addButtonTapped() {
        store.dispatch(ProductsAction.addButtonTapped)
        navigationController?.push(ProductViewController(store: store))
    }
}

extension ProductsViewController: TableViewDataSource {
    func numberOfRows(in tableView: TableView) -> Int { products.count }

    func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableCell {
        let product = products[row]
        return TableCell(title: product.name, detail: product.priceText)
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
