import Domain
import Reactive
import Widgets

/// Products' view: keeps the view model's latest ``ProductsViewModel/products`` as the table's
/// rows, applies each ``ProductsViewModel/rowChange`` to the table, and sends taps, selections
/// and deletions as actions.
final class ProductsViewController: Screen {
    private let viewModel: ProductsViewModel
    private var subscriptions = Set<AnyCancellable>()
    /// The rows the table draws from: the view model's ``ProductsViewModel/products``.
    private var products: [Product] = []

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
        addButton.addAction { [weak self] in self?.viewModel.action.send(.addButtonTapped) }
        bind()
    }

    private func bind() {
        viewModel.products
            .sink { [weak self] in self?.products = $0 }
            .store(in: &subscriptions)
        // The subject replayed the list into `products`; draw it once, then follow the changes.
        productsTable.reloadData()
        viewModel.rowChange
            .sink { [weak self] in self?.apply($0) }
            .store(in: &subscriptions)
        viewModel.route
            .sink { [weak self] route in
                switch route {
                case .product(let editor): self?.navigationController?.push(ProductViewController(viewModel: editor))
                }
            }
            .store(in: &subscriptions)
    }

    /// Updates the rows that changed, never more.
    ///
    /// - Complexity: O(*n*) for ``ProductsViewModel/Change/reloaded``; otherwise the cost of
    ///   one row's insertion or removal in the table.
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
}

extension ProductsViewController: TableViewDataSource {
    func numberOfRows(in tableView: TableView) -> Int { products.count }

    func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableCell {
        TableCell(title: products[row].name, detail: products[row].priceText)
    }

    func tableView(_ tableView: TableView, canDeleteRowAt row: Int) -> Bool { true }

    func tableView(_ tableView: TableView, commitDeleteForRowAt row: Int) {
        viewModel.action.send(.rowDeleted(row))
    }
}

extension ProductsViewController: TableViewDelegate {
    func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        tableView.deselectRow(at: row)
        viewModel.action.send(.rowSelected(row))
    }
}
