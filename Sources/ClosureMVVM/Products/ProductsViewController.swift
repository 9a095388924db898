import Domain
import Widgets

/// Products' view: the table's data source, showing the rows its output closure hands it,
/// forwarding deletions, and the screen that opens the editors.
final class ProductsViewController: Screen {
    private let viewModel: ProductsViewModel
    private var rows: [ProductsViewModel.Row] = []

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
        bindViewModel()
        viewModel.ready()
    }

    private func bindViewModel() {
        viewModel.onRowsChange = { [weak self] rows in
            guard let self else { return }
            self.rows = rows
            productsTable.reloadData()
        }
    }

    private func addButtonTapped() {
        navigationController?.push(ProductViewController(viewModel: viewModel.makeNewProductViewModel()))
    }
}

extension ProductsViewController: TableViewDataSource {
    func numberOfRows(in tableView: TableView) -> Int { rows.count }

    func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableCell {
        TableCell(title: rows[row].title, detail: rows[row].detail)
    }

    func tableView(_ tableView: TableView, canDeleteRowAt row: Int) -> Bool { true }

    func tableView(_ tableView: TableView, commitDeleteForRowAt row: Int) {
        viewModel.deleteProduct(id: rows[row].id)
    }
}

extension ProductsViewController: TableViewDelegate {
    func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        tableView.deselectRow(at: row)
        guard let editor = viewModel.makeEditProductViewModel(id: rows[row].id) else { return }
        navigationController?.push(ProductViewController(viewModel: editor))
    }
}
