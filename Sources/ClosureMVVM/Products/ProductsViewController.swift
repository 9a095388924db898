import Domain
import Widgets

/// Products' view: the table reads its rows from the view model (its data source), and the
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
        productsTable.dataSource = viewModel
        productsTable.delegate = self
        addButton.addAction { [weak self] in self?.addButtonTapped() }
        viewModel.productsDidChange = { [weak self] _, change in self?.apply(change) }
        viewModel.showProductList()
    }

    private func apply(_ change: ProductsViewModel.Change) {
        switch change {
        case .reloaded:
            productsTable.reloadData()
        case .inserted(let row):
            productsTable.insertRows(at: [row])
        case .updated(let row):
            productsTable.reloadRows(at: [row])
        case .moved(let oldRow, let newRow):
            productsTable.deleteRows(at: [oldRow])
            productsTable.insertRows(at: [newRow])
        case .deleted(let row):
            productsTable.deleteRows(at: [row])
        }
    }

    private func addButtonTapped() {
        navigationController?.push(ProductViewController(viewModel: viewModel.makeNewProductViewModel()))
    }
}

extension ProductsViewController: TableViewDelegate {
    func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        tableView.deselectRow(at: row)
        guard let editor = viewModel.makeEditProductViewModel(forRow: row) else { return }
        navigationController?.push(ProductViewController(viewModel: editor))
    }
}
