import Widgets

/// Products' passive view: the table shows the items its output hands it, through a diffable data
/// source, and forwards the user's selections and deletions.
final class ProductsViewController: Screen, ProductsViewInput {
    fileprivate enum Section: Hashable { case products }

    private let output: any ProductsViewOutput

    let productsTable = TableView(id: "products")
    let addButton = Button(id: "add", title: "Add")

    private lazy var dataSource = ProductsDataSource(tableView: productsTable) { _, _, item in
        TableCell(title: item.title, detail: item.detail)
    }

    init(output: any ProductsViewOutput) {
        self.output = output
        super.init(title: "Products")
    }

    override func viewDidLoad() {
        add(productsTable, addButton)
        productsTable.delegate = self
        dataSource.rowDeleted = { [weak self] in self?.output.rowDeleted(at: $0) }
        addButton.addAction { [weak self] in self?.output.addButtonTapped() }
        output.viewDidLoad()
    }

    func showProducts(_ items: [ProductDisplayItem]) {
        var snapshot = DiffableDataSourceSnapshot<Section, ProductDisplayItem>()
        snapshot.appendSections([.products])
        snapshot.appendItems(items, toSection: .products)
        dataSource.apply(snapshot)
    }

    func deselectProduct(at row: Int) { productsTable.deselectRow(at: row) }
}

extension ProductsViewController: TableViewDelegate {
    func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        output.rowSelected(at: row)
    }
}

/// Products' data source with swipe to delete: the subclass UIKit teams write to override
/// `tableView(_:canEditRowAt:)` and `tableView(_:commit:forRowAt:)`.
private final class ProductsDataSource: TableViewDiffableDataSource<ProductsViewController.Section, ProductDisplayItem> {
    /// Hears the row the user deleted.
    var rowDeleted: (Int) -> Void = { _ in }

    override func tableView(_ tableView: TableView, canDeleteRowAt row: Int) -> Bool { true }

    override func tableView(_ tableView: TableView, commitDeleteForRowAt row: Int) { rowDeleted(row) }
}
