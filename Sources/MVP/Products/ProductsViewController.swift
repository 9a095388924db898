import Domain
import Widgets

/// Products' passive view: the table draws what the presenter gives it and forwards the
/// user's selections and deletions.
final class ProductsViewController: Screen, ProductsView {
    private let presenter: ProductsPresenter

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

    func reloadProducts() { productsTable.reloadData() }
    func insertProduct(at row: Int) { productsTable.insertRows(at: [row]) }
    func reloadProduct(at row: Int) { productsTable.reloadRows(at: [row]) }
    func removeProduct(at row: Int) { productsTable.deleteRows(at: [row]) }
    func deselectProduct(at row: Int) { productsTable.deselectRow(at: row) }

    func moveProduct(from oldRow: Int, to newRow: Int) {
        productsTable.deleteRows(at: [oldRow])
        productsTable.insertRows(at: [newRow])
    }

    func showProduct(with presenter: ProductPresenter) {
        navigationController?.push(ProductViewController(presenter: presenter))
    }
}

extension ProductsViewController: TableViewDataSource {
    func numberOfRows(in tableView: TableView) -> Int { presenter.numberOfRows }

    func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableCell {
        let content = presenter.row(at: row)
        return TableCell(title: content.title, detail: content.detail)
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
