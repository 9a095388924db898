import Domain
import Widgets

/// Products' router (the wireframe): assembles the list module and pushes its editors.
@MainActor
final class ProductsRouter: ProductsRouterInput {
    /// The module's view, which the pushes go through. Weak: the navigation stack owns it.
    weak var viewController: Screen?
    /// Handed to the editors it assembles.
    private let store: ProductDataStore

    init(store: ProductDataStore) {
        self.store = store
    }

    /// Assembles Products over `store`.
    static func makeModule(store: ProductDataStore) -> ProductsViewController {
        let interactor = ProductsInteractor(store: store)
        let router = ProductsRouter(store: store)
        let presenter = ProductsPresenter(interactor: interactor, router: router)
        let view = ProductsViewController(output: presenter)
        presenter.view = view
        interactor.output = presenter
        router.viewController = view
        return view
    }

    func showProduct(mode: ProductEditorMode, output: any ProductModuleOutput) {
        viewController?.navigationController?.push(ProductRouter.makeModule(mode: mode, store: store, output: output))
    }
}
