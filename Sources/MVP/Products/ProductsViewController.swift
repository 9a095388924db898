import Domain
import Widgets

/// Products' passive view: the table shows the rows the presenter hands it and forwards the
/// user's selections and deletions.
final class ProductsViewController: Screen, ProductsView {
    private let presenter: ProductsPresenter
    private var rows: [ProductRow] = []

    let productsTable = TableView(id: "products")
    let addButton = Button(id: "add", title: "Add")

    init(presenter: ProductsPresenter) {
        self.presenter = presenter
        super.init(title: "Products")
        presenter.view = self
    }

    override func viewDidLoad() {
        add(productsTable, addButton)
        productsTable.dataSource = self
        productsTable.delegate = self
        addButton.addAction { [weak self] in self?.presenter.addButtonTapped() }
        presenter.viewDidLoad()
    }

    func showProducts(_ rows: [ProductRow]) {
        self.rows = rows
        productsTable.reloadData()
    }

    func deselectProduct(at row: Int) { productsTable.deselectRow(at: row) }

    func showProduct(with presenter: ProductPresenter) {
        navigationController?.push(ProductViewController(presenter: presenter))
    }
}

extension ProductsViewController: TableViewDataSource {
    func numberOfRows(in tableView: TableView) -> Int { rows.count }

    func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableCell {
        TableCell(title: rows[row].title, detail: rows[row].detail)
    }

    func tableView(_ tableView: TableView, canDeleteRowAt row: Int) -> Bool { true }

    func tableView(_ tableView: TableView, commitDeleteForRowAt row: Int) {
        presenter.rowDeleted(at: row)
    }
}

extension ProductsViewController: TableViewDelegate {
    func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        presenter.rowSelected(at: row)
    }
}
