import Domain

/// Products' presenter (Docs/Contract.md §2): builds the rows' display items from the products
/// the interactor holds, asks the router for the editors, and passes what they save to the
/// interactor.
///
/// Follows objc.io issue 13's `VTDListPresenter.m` and `VTDUpcomingDisplayDataCollector.m`: the
/// interactor's output arrives with entities, and the presenter collects them into display
/// items for the view.
@MainActor
final class ProductsPresenter {
    weak var view: (any ProductsViewInput)?
    private let interactor: any ProductsInteractorInput
    private let router: any ProductsRouterInput

    init(interactor: any ProductsInteractorInput, router: any ProductsRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    /// One row per product, in list order: its name, and its price with two fraction digits.
    static func displayItems(for products: ProductList) -> [ProductDisplayItem] {
        products.map { ProductDisplayItem(id: $0.id, title: $0.name, detail: $0.priceText) }
    }
}

extension ProductsPresenter: ProductsViewOutput {
    func viewDidLoad() { view?.showProducts(Self.displayItems(for: interactor.products)) }
    func addButtonTapped() { router.showProduct(mode: .new, output: self) }

    func rowSelected(at row: Int) {
        view?.deselectProduct(at: row)
        guard interactor.products.indices.contains(row) else { return }
        router.showProduct(mode: .edit(interactor.products[row]), output: self)
    }

    func rowDeleted(at row: Int) {
        guard interactor.products.indices.contains(row) else { return }
        interactor.deleteProduct(id: interactor.products[row].id)
    }
}

extension ProductsPresenter: ProductsInteractorOutput {
    func productsDidChange(_ products: ProductList) { view?.showProducts(Self.displayItems(for: products)) }
}

extension ProductsPresenter: ProductModuleOutput {
    func productModule(didSave product: Product, in mode: ProductEditorMode) {
        interactor.saveProduct(product, in: mode)
    }
}
