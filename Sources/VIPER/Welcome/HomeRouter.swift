import Domain
import Widgets

/// Home's router (the wireframe): assembles the module and pops it.
@MainActor
final class HomeRouter: HomeRouterInput {
    /// The module's view, which the pop goes through. Weak: the navigation stack owns it.
    weak var viewController: Screen?

    /// Assembles Home for `user`.
    /// - Parameter output: Hears the signed-out user; held weakly.
    static func makeModule(user: User, output: any HomeModuleOutput) -> HomeViewController {
        let interactor = HomeInteractor(user: user)
        let router = HomeRouter()
        let presenter = HomePresenter(interactor: interactor, router: router)
        let view = HomeViewController(output: presenter)
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
