import Domain
import Reactive
import Widgets

/// Products' view: binds the view model's products to its table through a diffable data
/// source (RxDataSources' `items(dataSource:)`, ``Publisher/items(dataSource:reloading:)``),
/// sends taps, selections and swipe deletions to the inputs, and, as Kickstarter's view
/// controllers pass a child's outcome to their own view model, binds the editor's saved
/// product to its view model's inputs while the editor is on screen.
final class ProductsViewController: Screen {
    private let viewModel: any ProductsViewModelType
    private var subscriptions = Set<AnyCancellable>()
    /// The open editor's saved products, bound to the view model's inputs until it is popped.
    private var editorSubscription: AnyCancellable?
    private var dataSource: DataSource!

    let productsTable = TableView(id: "products")
    let addButton = Button(id: "add", title: "Add")

    init(viewModel: any ProductsViewModelType) {
        self.viewModel = viewModel
        super.init(title: "Products")
    }

    override func viewDidLoad() {
        add(productsTable, addButton)
        dataSource = DataSource(tableView: productsTable) { _, _, product in
            TableCell(title: product.name, detail: product.priceText)
        }
        dataSource.didDelete = { [weak self] in self?.viewModel.inputs.rowDeleted(at: $0) }
        productsTable.delegate = self
        addButton.addAction { [weak self] in self?.viewModel.inputs.addButtonTapped() }
        bind()
    }

    /// The list is on top again: the editor it opened was popped (it saved, or the user went
    /// back), so its saved products are bound no more and the editor is freed with its screen.
    override func viewDidAppear() {
        editorSubscription = nil
    }

    private func bind() {
        let outputs = viewModel.outputs
        outputs.products.items(dataSource: dataSource).store(in: &subscriptions)
        outputs.route
            .sink { [weak self] in self?.show($0) }
            .store(in: &subscriptions)
    }

    private func show(_ route: ProductsViewModel.Route) {
        switch route {
        case .product(let editor):
            editorSubscription = editor.outputs.saved.sink { [weak self] in self?.viewModel.inputs.productSaved($0) }
            navigationController?.push(ProductViewController(viewModel: editor))
        case .back:
            navigationController?.popScreen()
        }
    }
}

extension ProductsViewController: TableViewDelegate {
    func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        tableView.deselectRow(at: row)
        viewModel.inputs.rowSelected(at: row)
    }
}

extension ProductsViewController {
    /// The table's data source: the diffable one, subclassed for swipe to delete, as UIKit teams
    /// override `tableView(_:canEditRowAt:)` and `tableView(_:commit:forRowAt:)` (and as
    /// RxDataSources' `canEditRowAtIndexPath`). It hands the deleted row to the view.
    final class DataSource: TableViewDiffableDataSource<TableSection, Product> {
        /// Called with the row the user deleted.
        var didDelete: ((Int) -> Void)?

        override func tableView(_ tableView: TableView, canDeleteRowAt row: Int) -> Bool { true }

        override func tableView(_ tableView: TableView, commitDeleteForRowAt row: Int) {
            didDelete?(row)
        }
    }
}
