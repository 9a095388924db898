import Domain
import Widgets

/// Products' view: the table's data source, reading its rows from the view model, and the
/// view model's change closure tells it which rows to update.
final class ProductsViewController: Screen {
    private let viewModel: ProductsViewModel

    let productsTable = TableView(id: "products")
    let addButton = Button(id: "add", title: "Add")

    init(viewModel: ProductsViewModel) {
        self.viewModel = viewModel
        super.init(title: "Products")
    }

    override func viewDidLoad() {
        add(productsTable, addButton)
        productsTable.dataSource = self
        productsTable.delegate = self
        addButton.addAction { [weak self] in self?.addButtonTapped() }
        viewModel.productsDidChange = { [weak self] _, change in self?.apply(change) }
        productsTable.reloadData()
    }

    /// Redraws the rows the view model says changed, never more.
    private func apply(_ change: ProductListChange) {
        change.apply(
            insertRows: productsTable.insertRows(at:), deleteRows: productsTable.deleteRows(at:),
            reloadRows: productsTable.reloadRows(at:), reloadData: productsTable.reloadData)
    }

    private func addButtonTapped() {
        navigationController?.push(ProductViewController(viewModel: viewModel.makeNewProductViewModel()))
    }
}

extension ProductsViewController: TableViewDataSource {
    func numberOfRows(in tableView: TableView) -> Int { viewModel.numberOfRows }

    func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableCell {
        TableCell(title: viewModel.titleText(forRow: row), detail: viewModel.detailText(forRow: row))
    }

    func tableView(_ tableView: TableView, canDeleteRowAt row: Int) -> Bool { true }

    func tableView(_ tableView: TableView, commitDeleteForRowAt row: Int) {
        viewModel.rowDeleted(at: row)
    }
}

extension ProductsViewController: TableViewDelegate {
    func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        tableView.deselectRow(at: row)
        guard let editor = viewModel.makeEditProductViewModel(forRow: row) else { return }
        navigationController?.push(ProductViewController(viewModel: editor))
    }
}
