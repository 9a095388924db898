import Domain
import Widgets

/// Products' view: in `updateProperties()` it reads the view model's list and brings the table
/// to it, redrawing only the rows the view model's last write touched (all of them on the
/// first draw, or after writes it did not see one by one).
final class ProductsViewController: Screen {
    private let viewModel: ProductsViewModel
    /// The list the table shows: the view model's, as of the last update.
    private var products = ProductList()
    /// The revision of the view model's list the table shows, `nil` before the first draw.
    private var drawnRevision: Int?

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

    /// - Complexity: O(1) beside the table's work for one change (one row, O(log *n*) to read
    ///   it); O(*n*) for a full draw.
    override func updateProperties() {
        let list = viewModel.list
        guard let change = list.change(since: drawnRevision) else { return }
        products = list.products
        drawnRevision = list.revision
        change.apply(
            insertRows: productsTable.insertRows(at:), deleteRows: productsTable.deleteRows(at:),
            reloadRows: productsTable.reloadRows(at:), reloadData: productsTable.reloadData)
    }

    private func addButtonTapped() {
        navigationController?.push(ProductViewController(viewModel: viewModel.makeNewProductViewModel()))
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
