import Domain

/// Products' presenter (SPEC §2): formats the rows, asks the router for the editors, passes
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
    func rowTexts(at row: Int) -> (title: String, detail: String) {
        let product = interactor.products[row]
        return (product.name, product.priceText)
    }

    func viewDidLoad() { view?.reloadProducts() }
    func addButtonTapped() { router.showNewProduct(output: self) }

    func rowSelected(at row: Int) {
        view?.deselectProduct(at: row)
        guard interactor.products.indices.contains(row) else { return }
        router.showEditProduct(interactor.products[row], output: self)
    }

    func rowDeleted(at row: Int) { interactor.deleteProduct(at: row) }
}

extension ProductsPresenter: ProductsInteractorOutput {
    func didInsertProduct(at row: Int) { view?.insertProduct(at: row) }
    func didUpdateProduct(at row: Int) { view?.reloadProduct(at: row) }
    func didMoveProduct(from oldRow: Int, to newRow: Int) { view?.moveProduct(from: oldRow, to: newRow) }
    func didDeleteProduct(at row: Int) { view?.removeProduct(at: row) }
    func productsDidFailToChange() { view?.reloadProducts() }
}

extension ProductsPresenter: ProductModuleOutput {
    func productModule(didSave product: Product) { interactor.saveProduct(product) }
}
