import Domain
import Widgets

/// Products' view: in `updateProperties()` it reads the view model's rows and applies them to
/// the table as a diffable snapshot; it forwards deletions and opens the editors.
///
/// Apple's UIKit guide "Updating views automatically with observation tracking" with Apple's
/// diffable data source: the rows are read where they are tracked, and the data source works
/// out which rows changed.
final class ProductsViewController: Screen {
    /// The table's one section.
    enum Section {
        case main
    }

    private let viewModel: ProductsViewModel
    private var dataSource: DataSource!

    let productsTable = TableView(id: "products")
    let addButton = Button(id: "add", title: "Add")

    init(viewModel: ProductsViewModel) {
        self.viewModel = viewModel
        super.init(title: "Products")
    }

    override func viewDidLoad() {
        add(productsTable, addButton)
        configureDataSource()
        productsTable.delegate = self
        addButton.addAction { [weak self] in self?.addButtonTapped() }
    }

    private func configureDataSource() {
        dataSource = DataSource(tableView: productsTable) { _, _, row in
            TableCell(title: row.title, detail: row.detail)
        }
        dataSource.didDelete = { [weak self] in self?.viewModel.rowDeleted(id: $0.id) }
    }

    override func updateProperties() {
        var snapshot = DiffableDataSourceSnapshot<Section, ProductsViewModel.Row>()
        snapshot.appendSections([.main])
        snapshot.appendItems(viewModel.rows)
        dataSource.apply(snapshot)
    }

    private func addButtonTapped() {
        navigationController?.push(ProductViewController(viewModel: viewModel.makeNewProductViewModel()))
    }
}

extension ProductsViewController: TableViewDelegate {
    func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        tableView.deselectRow(at: row)
        guard let item = dataSource.itemIdentifier(forRow: row), let editor = viewModel.makeEditProductViewModel(id: item.id)
        else { return }
        navigationController?.push(ProductViewController(viewModel: editor))
    }
}

extension ProductsViewController {
    /// The table's data source: the diffable one, subclassed for swipe to delete, as UIKit teams
    /// override `tableView(_:canEditRowAt:)` and `tableView(_:commit:forRowAt:)`. It hands the
    /// row the user deleted to the view.
    final class DataSource: TableViewDiffableDataSource<Section, ProductsViewModel.Row> {
        /// Called with the row the user deleted.
        var didDelete: ((ProductsViewModel.Row) -> Void)?

        override func tableView(_ tableView: TableView, canDeleteRowAt row: Int) -> Bool { true }

        override func tableView(_ tableView: TableView, commitDeleteForRowAt row: Int) {
            guard let item = itemIdentifier(forRow: row) else { return }
            didDelete?(item)
        }
    }
}
