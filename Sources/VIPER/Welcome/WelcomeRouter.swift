import Domain
import Widgets

/// Welcome's router (the wireframe): assembles the module and pushes Login and Home.
@MainActor
final class WelcomeRouter: WelcomeRouterInput {
    /// The module's view, which the pushes go through. Weak: the navigation stack owns it.
    weak var viewController: Screen?

    /// Assembles Welcome: view, presenter, interactor and router, wired as ``VIPERApp`` draws.
    /// - Returns: The module's view controller, ready to push or to be a stack's root.
    static func makeModule(user: User) -> WelcomeViewController {
        let interactor = WelcomeInteractor(user: user)
        let router = WelcomeRouter()
        let presenter = WelcomePresenter(interactor: interactor, router: router)
        let view = WelcomeViewController(output: presenter)
        presenter.view = view
        interactor.output = presenter
        router.viewController = view
        return view
    }

    func showLogin(user: User, output: any LoginModuleOutput) {
        viewController?.navigationController?.push(LoginRouter.makeModule(user: user, output: output))
    }

    func showHome(user: User, output: any HomeModuleOutput) {
        viewController?.navigationController?.push(HomeRouter.makeModule(user: user, output: output))
    }
}
