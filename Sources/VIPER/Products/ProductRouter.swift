import Domain
import Widgets

/// The New Product / Edit Product router (the wireframe): assembles the module and pops it.
@MainActor
final class ProductRouter: ProductRouterInput {
    /// The module's view, which the pop goes through. Weak: the navigation stack owns it.
    weak var viewController: Screen?

    /// Assembles the editor.
    /// - Parameters:
    ///   - mode: New Product, or Edit Product of a product.
    ///   - store: The repository the interactor checks new ids against.
    ///   - output: Hears the saved product; held weakly.
    static func makeModule(mode: ProductEditorMode, store: ProductDataStore, output: any ProductModuleOutput)
        -> ProductViewController
    {
        let interactor = ProductInteractor(mode: mode, store: store)
        let router = ProductRouter()
        let presenter = ProductPresenter(interactor: interactor, router: router)
        let view = ProductViewController(output: presenter)
        presenter.view = view
        presenter.moduleOutput = output
        interactor.output = presenter
        router.viewController = view
        return view
    }

    func close() {
        viewController?.navigationController?.popScreen()
    }
}
