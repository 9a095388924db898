import Domain
import ReduxStore
import Widgets

/// Products (seed 004's `ProductListViewController`): dispatches the taps, selections and
/// deletions; renders the catalogue it selects from the store while it is visible.
///
/// A ReSwift `StoreSubscriber` view controller (ReSwift's `Docs/Getting Started Guide.md`,
/// "Example With Filtered Subscriptions"): it selects the catalogue, an `Equatable` sub-state,
/// and shows each new one as its table's snapshot, as Apple's diffable data source samples do;
/// the products themselves are the items.
final class ProductsViewController: Screen, StoreSubscriber {
    /// The table's one section.
    enum Section {
        case main
    }

    private let store: Store<AppState>
    private var dataSource: DataSource!

    let productsTable = TableView(id: "products")
    let addButton = Button(id: "add", title: "Add")

    init(store: Store<AppState>) {
        self.store = store
        super.init(title: "Products")
    }

    override func viewDidLoad() {
        add(productsTable, addButton)
        configureDataSource()
        productsTable.delegate = self
        addButton.addAction { [weak self] in self?.addButtonTapped() }
    }

    override func viewWillAppear() {
        store.subscribe(self) { $0.select { $0.products.products } }
    }

    override func viewWillDisappear() {
        store.unsubscribe(self)
    }

    /// Shows the catalogue, in its order, as the table's snapshot.
    func newState(state products: [Product]) {
        var snapshot = DiffableDataSourceSnapshot<Section, Product>()
        snapshot.appendSections([.main])
        snapshot.appendItems(products)
        dataSource.apply(snapshot)
    }

    private func configureDataSource() {
        dataSource = DataSource(tableView: productsTable) { _, _, product in
            TableCell(title: product.name, detail: product.priceText)
        }
        dataSource.didDelete = { [weak self] product in self?.store.dispatch(ProductsAction.rowDeleted(id: product.id)) }
    }

    private func addButtonTapped() {
        store.dispatch(ProductsAction.addButtonTapped)
        navigationController?.push(ProductViewController(store: store))
    }
}

extension ProductsViewController: TableViewDelegate {
    func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        tableView.deselectRow(at: row)
        guard let product = dataSource.itemIdentifier(forRow: row) else { return }
        store.dispatch(ProductsAction.rowSelected(id: product.id))
        navigationController?.push(ProductViewController(store: store))
    }
}

extension ProductsViewController {
    /// The table's data source: the diffable one, subclassed for swipe to delete, as UIKit teams
    /// override `tableView(_:canEditRowAt:)` and `tableView(_:commit:forRowAt:)`. It hands the
    /// product the user deleted to the controller.
    final class DataSource: TableViewDiffableDataSource<Section, Product> {
        /// Called with the product of the row the user deleted.
        var didDelete: ((Product) -> Void)?

        override func tableView(_ tableView: TableView, canDeleteRowAt row: Int) -> Bool { true }

        override func tableView(_ tableView: TableView, commitDeleteForRowAt row: Int) {
            guard let product = itemIdentifier(forRow: row) else { return }
            didDelete?(product)
        }
    }
}
