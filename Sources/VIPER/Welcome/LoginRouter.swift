import Domain
import Widgets

/// Login's router (the wireframe): assembles the module and pops it.
@MainActor
final class LoginRouter: LoginRouterInput {
    /// The module's view, which the pop goes through. Weak: the navigation stack owns it.
    weak var viewController: Screen?

    /// Assembles Login for `user`.
    /// - Parameter output: Hears the signed-in user; held weakly.
    static func makeModule(user: User, output: any LoginModuleOutput) -> LoginViewController {
        let interactor = LoginInteractor(user: user)
        let router = LoginRouter()
        let presenter = LoginPresenter(interactor: interactor, router: router)
        let view = LoginViewController(output: presenter)
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
