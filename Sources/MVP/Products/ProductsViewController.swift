import Widgets

/// Products' passive view: the table shows the rows the presenter hands it, through a diffable
/// data source, and forwards the user's selections and deletions.
final class ProductsViewController: Screen, ProductsView {
    fileprivate enum Section: Hashable { case products }

    private let presenter: ProductsPresenter

    let productsTable = TableView(id: "products")
    let addButton = Button(id: "add", title: "Add")

    private lazy var dataSource = ProductsDataSource(tableView: productsTable) { _, _, row in
        TableCell(title: row.title, detail: row.detail)
    }

    init(presenter: ProductsPresenter) {
        self.presenter = presenter
        super.init(title: "Products")
        presenter.view = self
    }

    override func viewDidLoad() {
        add(productsTable, addButton)
        productsTable.delegate = self
        dataSource.rowDeleted = { [weak self] in self?.presenter.rowDeleted(at: $0) }
        addButton.addAction { [weak self] in self?.presenter.addButtonTapped() }
        presenter.viewDidLoad()
    }

    func showProducts(_ rows: [ProductRow]) {
        var snapshot = DiffableDataSourceSnapshot<Section, ProductRow>()
        snapshot.appendSections([.products])
        snapshot.appendItems(rows, toSection: .products)
        dataSource.apply(snapshot)
    }

    func deselectProduct(at row: Int) { productsTable.deselectRow(at: row) }

    func showProduct(with presenter: ProductPresenter) {
        navigationController?.push(ProductViewController(presenter: presenter))
    }
}

extension ProductsViewController: TableViewDelegate {
    func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        presenter.rowSelected(at: row)
    }
}

/// Products' data source with swipe to delete: the subclass UIKit teams write to override
/// `tableView(_:canEditRowAt:)` and `tableView(_:commit:forRowAt:)`.
private final class ProductsDataSource: TableViewDiffableDataSource<ProductsViewController.Section, ProductRow> {
    /// Hears the row the user deleted.
    var rowDeleted: (Int) -> Void = { _ in }

    override func tableView(_ tableView: TableView, canDeleteRowAt row: Int) -> Bool { true }

    override func tableView(_ tableView: TableView, commitDeleteForRowAt row: Int) { rowDeleted(row) }
}
