import Domain

/// What the editor's interactor tells its presenter.
@MainActor
protocol ProductInteractorOutput: AnyObject {
    func didValidate(_ product: Product)
    func didFailValidation(_ error: ProductValidationError)
}
