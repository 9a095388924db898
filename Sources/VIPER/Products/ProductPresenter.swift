import Domain

/// The New Product / Edit Product presenter (Docs/Contract.md §2): keeps the texts the view reports, has
/// the interactor validate them on Save, then hands the product to the opener and closes, or
/// shows the error.
@MainActor
final class ProductPresenter {
    weak var view: (any ProductViewInput)?
    weak var moduleOutput: (any ProductModuleOutput)?
    private let interactor: any ProductInteractorInput
    private let router: any ProductRouterInput
    private var id = ""
    private var name = ""
    private var price = ""

    init(interactor: any ProductInteractorInput, router: any ProductRouterInput) {
        self.interactor = interactor
        self.router = router
    }
}

extension ProductPresenter: ProductViewOutput {
    func viewDidLoad() {
        let mode = interactor.mode
        (id, name, price) = (mode.idText, mode.nameText, mode.priceText)
        view?.setTitle(mode.titleText)
        // New Product's fields start as the view's do (empty, the id editable): nothing to write.
        guard mode.product != nil else { return }
        view?.display(id: id, name: name, price: price)
        view?.setIDFieldEnabled(mode.idFieldIsEnabled)
    }

    func idFieldChanged(_ id: String) { self.id = id }
    func nameFieldChanged(_ name: String) { self.name = name }
    func priceFieldChanged(_ price: String) { self.price = price }
    func saveButtonTapped() { interactor.validate(id: id, name: name, price: price) }
}

extension ProductPresenter: ProductInteractorOutput {
    func didValidate(_ product: Product) {
        moduleOutput?.productModule(didSave: product, in: interactor.mode)
        router.close()
    }

    func didFailValidation(_ error: ProductValidationError) { view?.showError(error.message) }
}
