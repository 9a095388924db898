import ComposableEngine
import Domain
import Widgets

/// Products: shows the list it observes, redrawing only the rows the reducer's last change
/// touched; sends the user's taps, selections and deletions; pushes New or Edit Product while
/// it is presented.
final class ProductsViewController: Screen {
    private let store: StoreOf<ProductsFeature>
    private var tokens: Set<ObserveToken> = []
    /// The rows the table draws from: the state's list, as of the last render.
    private var products = ProductList()
    /// The list revision the table shows, `nil` before the first render.
    private var renderedRevision: Int?

    let productsTable = TableView(id: "products")
    let addButton = Button(id: "add", title: "Add")

    init(store: StoreOf<ProductsFeature>) {
        self.store = store
        super.init(title: "Products")
    }

    override func viewDidLoad() {
        add(productsTable, addButton)
        productsTable.dataSource = self
        productsTable.delegate = self
        addButton.addAction { [weak self] in self?.store.send(.addButtonTapped) }
        observe { [weak self] in
            guard let self else { return }
            render(store.list)
        }
        .store(in: &tokens)
        navigationDestination(
            item: { [store] in store.scope(state: \.product, action: \.product) },
            dismiss: { [store] in store.send(.product(.dismiss)) },
            destination: { ProductViewController(store: $0) }
        )
        .store(in: &tokens)
    }

    /// Renders the list: the change the reducer recorded, applied to its rows, when the state is
    /// the next one after the last rendered (``VersionedProductList/change(since:)``); every row
    /// otherwise (the first render).
    ///
    /// - Complexity: O(1) beside the table's work for one change (one row, O(log *n*) to read
    ///   it); O(*n*) for a full render.
    private func render(_ list: VersionedProductList) {
        guard let change = list.change(since: renderedRevision) else { return }
        products = list.products
        renderedRevision = list.revision
        change.apply(
            insertRows: productsTable.insertRows(at:), deleteRows: productsTable.deleteRows(at:),
            reloadRows: productsTable.reloadRows(at:), reloadData: productsTable.reloadData)
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
        store.send(.rowDeleted(row))
    }
}

extension ProductsViewController: TableViewDelegate {
    func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        tableView.deselectRow(at: row)
        store.send(.rowSelected(row))
    }
}
