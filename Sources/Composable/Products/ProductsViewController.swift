import ComposableEngine
import Domain
import Widgets

/// Products: shows the list it observes, redrawing only the rows that changed; sends the
/// user's taps, selections and deletions; pushes New or Edit Product while it is presented.
final class ProductsViewController: Screen {
    private let store: StoreOf<ProductsFeature>
    private var tokens: Set<ObserveToken> = []
    private var products: [Product] = []

    let productsTable = TableView(id: "products")
    let addButton = Button(id: "add", title: "Add")

    init(store: StoreOf<ProductsFeature>) {
        self.store = store
        super.init(title: "Products")
    }

    override func viewDidLoad() {
        add(productsTable, addButton)
        productsTable.dataSource = self
        productsTable.delegate = self
        addButton.addAction { [weak self] in self?.store.send(.addButtonTapped) }
        observe { [weak self] in
            guard let self else { return }
            render(store.products)
        }
        .store(in: &tokens)
        navigationDestination(
            item: { [store] in store.scope(state: \.product, action: \.product) },
            dismiss: { [store] in store.send(.product(.dismiss)) },
            destination: { ProductViewController(store: $0) }
        )
        .store(in: &tokens)
    }

    /// Renders the list: the rows that changed since the last render, found with the standard
    /// library's diff (`difference(from:)`); a full reload when most rows changed.
    ///
    /// - Complexity: O((*n* + *m*) · *d*) for *d* changed rows.
    private func render(_ products: [Product]) {
        guard !self.products.isEmpty else {
            self.products = products
            productsTable.reloadData()
            return
        }
        let changes = products.difference(from: self.products)
        self.products = products
        if changes.count > products.count / 2 {
            productsTable.reloadData()
            return
        }
        var removed: [Int] = []
        var inserted: [Int] = []
        for change in changes {
            switch change {
            case .remove(let offset, _, _): removed.append(offset)
            case .insert(let offset, _, _): inserted.append(offset)
            }
        }
        productsTable.deleteRows(at: removed)
        productsTable.insertRows(at: inserted)
    }
}

extension ProductsViewController: TableViewDataSource {
    func numberOfRows(in tableView: TableView) -> Int { products.count }

    func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableCell {
        TableCell(title: products[row].name, detail: products[row].priceText)
    }

    func tableView(_ tableView: TableView, canDeleteRowAt row: Int) -> Bool { true }

    func tableView(_ tableView: TableView, commitDeleteForRowAt row: Int) {
        store.send(.rowDeleted(row))
    }
}

extension ProductsViewController: TableViewDelegate {
    func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        tableView.deselectRow(at: row)
        store.send(.rowSelected(row))
    }
}
