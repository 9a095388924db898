import Widgets

/// Products' passive view: the table draws what its output gives it and forwards the user's
/// selections and deletions.
final class ProductsViewController: Screen, ProductsViewInput {
    private let output: any ProductsViewOutput

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

    func reloadProducts() { productsTable.reloadData() }
    func insertProduct(at row: Int) { productsTable.insertRows(at: [row]) }
    func reloadProduct(at row: Int) { productsTable.reloadRows(at: [row]) }
    func removeProduct(at row: Int) { productsTable.deleteRows(at: [row]) }
    func deselectProduct(at row: Int) { productsTable.deselectRow(at: row) }

    func moveProduct(from oldRow: Int, to newRow: Int) {
        productsTable.deleteRows(at: [oldRow])
        productsTable.insertRows(at: [newRow])
    }
}

extension ProductsViewController: TableViewDataSource {
    func numberOfRows(in tableView: TableView) -> Int { output.numberOfRows }

    func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableCell {
        let row = output.row(at: row)
        return TableCell(title: row.title, detail: row.detail)
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
