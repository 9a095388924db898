import Widgets

/// Products' passive view: the table shows the items its output hands it and forwards the user's
/// selections and deletions.
final class ProductsViewController: Screen, ProductsViewInput {
    private let output: any ProductsViewOutput
    private var items: [ProductDisplayItem] = []

    let productsTable = TableView(id: "products")
    let addButton = Button(id: "add", title: "Add")

    init(output: any ProductsViewOutput) {
        self.output = output
        super.init(title: "Products")
    }

    override func viewDidLoad() {
        add(productsTable, addButton)
        productsTable.dataSource = self
        productsTable.delegate = self
        addButton.addAction { [weak self] in self?.output.addButtonTapped() }
        output.viewDidLoad()
    }

    func showProducts(_ items: [ProductDisplayItem]) {
        self.items = items
        productsTable.reloadData()
    }

    func deselectProduct(at row: Int) { productsTable.deselectRow(at: row) }
}

extension ProductsViewController: TableViewDataSource {
    func numberOfRows(in tableView: TableView) -> Int { items.count }

    func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableCell {
        TableCell(title: items[row].title, detail: items[row].detail)
    }

    func tableView(_ tableView: TableView, canDeleteRowAt row: Int) -> Bool { true }

    func tableView(_ tableView: TableView, commitDeleteForRowAt row: Int) {
        output.rowDeleted(at: row)
    }
}

extension ProductsViewController: TableViewDelegate {
    func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        output.rowSelected(at: row)
    }
}
