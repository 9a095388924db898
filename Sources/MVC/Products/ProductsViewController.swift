import Domain
import Widgets

/// Products (Docs/Contract.md §2): the catalogue as a table, Add, and swipe to delete.
///
/// MVC: the controller holds the model (the repository), formats each row in its data source's
/// cell provider, deletes the products the user swipes away, and pushes the editor, which
/// stores what the user saves and hears back through ``ProductViewControllerDelegate`` (seed
/// 004's `productDetailsDidSave`). After every write ``updateViews()`` builds a snapshot of what
/// the repository holds and applies it, as Apple's diffable data source samples do; the
/// products themselves are the items.
final class ProductsViewController: Screen {
    /// The table's one section.
    enum Section {
        case main
    }

    private let store: ProductDataStore
    private var dataSource: DataSource!

    let productsTable = TableView(id: "products")
    let addButton = Button(id: "add", title: "Add")

    init(store: ProductDataStore) {
        self.store = store
        super.init(title: "Products")
    }

    override func viewDidLoad() {
        add(productsTable, addButton)
        configureDataSource()
        productsTable.delegate = self
        addButton.addAction { [weak self] in self?.addButtonTapped() }
        updateViews()
    }

    private func configureDataSource() {
        dataSource = DataSource(tableView: productsTable) { _, _, product in
            TableCell(title: product.name, detail: product.priceText)
        }
        dataSource.didDelete = { [weak self] in self?.deleteProduct($0) }
    }

    /// Shows what the repository holds: its products, in list order, as the table's snapshot.
    private func updateViews() {
        var snapshot = DiffableDataSourceSnapshot<Section, Product>()
        snapshot.appendSections([.main])
        snapshot.appendItems(Array(store.products))
        dataSource.apply(snapshot)
    }

    private func addButtonTapped() {
        showProduct(mode: .new)
    }

    private func showProduct(mode: ProductEditorMode) {
        let editor = ProductViewController(mode: mode, store: store)
        editor.delegate = self
        navigationController?.push(editor)
    }

    /// Deletes the product from the repository. A refused delete (the product is gone already)
    /// changes nothing; either way the table shows what the repository holds.
    private func deleteProduct(_ product: Product) {
        try? store.delete(id: product.id)
        updateViews()
    }
}

extension ProductsViewController: TableViewDelegate {
    func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        tableView.deselectRow(at: row)
        guard let product = dataSource.itemIdentifier(forRow: row) else { return }
        showProduct(mode: .edit(product))
    }
}

extension ProductsViewController: ProductViewControllerDelegate {
    func productViewController(_ controller: ProductViewController, didSave product: Product) {
        updateViews()
        navigationController?.popScreen()
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
