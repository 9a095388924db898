import Domain

/// The New Product / Edit Product presenter (Docs/Contract.md §2): decides the title, the fields' first
/// texts and whether the id can be edited from the interactor's mode; keeps the texts the view
/// reports, has the interactor validate them on Save, then hands the product to the opener and
/// closes, or writes the text for the first rule broken (objc.io issue 13's `VTDAddPresenter.m`
/// shape: the interactor checks, the presenter shows).
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
        let product = interactor.mode.product
        (id, name, price) = (product?.id ?? "", product?.name ?? "", product?.priceText ?? "")
        view?.setTitle(product == nil ? "New Product" : "Edit Product")
        view?.display(id: id, name: name, price: price)
        view?.setIDFieldEnabled(product == nil)
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

    func didFailValidation(_ error: ProductValidationError) { view?.showError(Self.message(for: error)) }

    /// The text the `error` label shows for the first rule the fields break (Docs/Contract.md §2).
    static func message(for error: ProductValidationError) -> String {
        switch error {
        case .idRequired: "ID is required"
        case .idAlreadyExists: "ID already exists"
        case .nameRequired: "Name is required"
        case .invalidPrice: "Price must be a number like 12.50"
        }
    }
}
