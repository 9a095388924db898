import Domain
import Reactive
import Widgets

/// Products' view: keeps the view model's latest ``ProductsViewModelOutputs/products`` as the
/// table's rows, applies each ``ProductsViewModelOutputs/productsChange`` to the table, and
/// sends taps, selections and deletions to the inputs.
final class ProductsViewController: Screen {
    private let viewModel: any ProductsViewModelType
    private var subscriptions = Set<AnyCancellable>()
    /// The rows the table draws from: the view model's latest products.
    private var products = ProductList()

    let productsTable = TableView(id: "products")
    let addButton = Button(id: "add", title: "Add")

    init(viewModel: any ProductsViewModelType) {
        self.viewModel = viewModel
        super.init(title: "Products")
    }

    override func viewDidLoad() {
        add(productsTable, addButton)
        productsTable.dataSource = self
        productsTable.delegate = self
        addButton.addAction { [weak self] in self?.viewModel.inputs.addButtonTapped() }
        bind()
    }

    private func bind() {
        let outputs = viewModel.outputs
        outputs.products
            .sink { [weak self] in self?.products = $0 }
            .store(in: &subscriptions)
        // The output replayed the list into `products`; draw it once, then follow the changes.
        productsTable.reloadData()
        outputs.productsChange
            .sink { [weak self] in self?.apply($0) }
            .store(in: &subscriptions)
        outputs.route
            .sink { [weak self] route in
                switch route {
                case .product(let editor): self?.navigationController?.push(ProductViewController(viewModel: editor))
                case .back: self?.navigationController?.popScreen()
                }
            }
            .store(in: &subscriptions)
    }

    /// Redraws the rows the view model says changed, never more.
    private func apply(_ change: ProductListChange) {
        change.apply(
            insertRows: productsTable.insertRows(at:), deleteRows: productsTable.deleteRows(at:),
            reloadRows: productsTable.reloadRows(at:), reloadData: productsTable.reloadData)
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
        viewModel.inputs.rowDeleted(at: row)
    }
}

extension ProductsViewController: TableViewDelegate {
    func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        tableView.deselectRow(at: row)
        viewModel.inputs.rowSelected(at: row)
    }
}
