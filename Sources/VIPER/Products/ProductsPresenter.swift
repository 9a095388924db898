import Domain

/// Products' presenter (Docs/Contract.md §2): formats the rows, asks the router for the editors, passes
/// what they save to the interactor, and tells the view which rows changed. No full reload
/// after the first.
@MainActor
final class ProductsPresenter {
    weak var view: (any ProductsViewInput)?
    private let interactor: any ProductsInteractorInput
    private let router: any ProductsRouterInput

    init(interactor: any ProductsInteractorInput, router: any ProductsRouterInput) {
        self.interactor = interactor
        self.router = router
    }
}

extension ProductsPresenter: ProductsViewOutput {
    var numberOfRows: Int { interactor.products.count }

    /// The product's name, and its price as the domain formats it.
    func row(at row: Int) -> ProductRow {
        let product = interactor.products[row]
        return ProductRow(title: product.name, detail: product.priceText)
    }

    func viewDidLoad() { view?.reloadProducts() }
    func addButtonTapped() { router.showProduct(mode: .new, output: self) }

    func rowSelected(at row: Int) {
        view?.deselectProduct(at: row)
        guard interactor.products.indices.contains(row) else { return }
        router.showProduct(mode: .edit(interactor.products[row]), output: self)
    }

    func rowDeleted(at row: Int) { interactor.deleteProduct(at: row) }
}

extension ProductsPresenter: ProductsInteractorOutput {
    /// Tells the view the rows a write changed, as the domain reports them.
    func productsDidChange(_ change: ProductListChange) {
        switch change {
        case .inserted(let row): view?.insertProduct(at: row)
        case .removed(let row): view?.removeProduct(at: row)
        case .reloaded(let row): view?.reloadProduct(at: row)
        case .moved(let oldRow, let newRow): view?.moveProduct(from: oldRow, to: newRow)
        case .reloadedAll: view?.reloadProducts()
        }
    }
}

extension ProductsPresenter: ProductModuleOutput {
    func productModule(didSave product: Product, in mode: ProductEditorMode) {
        interactor.saveProduct(product, in: mode)
    }
}
