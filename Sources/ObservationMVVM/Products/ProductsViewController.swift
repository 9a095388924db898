import Domain
import Widgets

/// Products' view: in `updateProperties()` it reads the view model's list and brings the table
/// to it, touching only the rows that differ from the list it drew last.
final class ProductsViewController: Screen {
    private let viewModel: ProductsViewModel
    /// The list the table shows: the view model's, as of the last update.
    private var rows: [Product] = []

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
    }

    override func updateProperties() {
        let shown = rows
        rows = viewModel.products
        productsTable.applyDifference(from: shown, to: rows, identifiedBy: \.id)
    }

    private func addButtonTapped() {
        navigationController?.push(ProductViewController(viewModel: viewModel.makeNewProductViewModel()))
    }
}

extension ProductsViewController: TableViewDataSource {
    func numberOfRows(in tableView: TableView) -> Int { rows.count }

    func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableCell {
        TableCell(title: rows[row].name, detail: rows[row].priceText)
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
