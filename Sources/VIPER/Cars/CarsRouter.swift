import Domain
import Widgets

/// Cars' router (the wireframe): assembles the list module and pushes Car.
@MainActor
final class CarsRouter: CarsRouterInput {
    /// The module's view, which the push goes through. Weak: the navigation stack owns it.
    weak var viewController: Screen?
    /// Handed to the Car modules it assembles.
    private let imageLoader: any ImageLoading

    init(imageLoader: any ImageLoading) {
        self.imageLoader = imageLoader
    }

    /// Assembles Cars over `cars`; Car screens load photos through `imageLoader`.
    static func makeModule(cars: [Car], imageLoader: any ImageLoading) -> CarsViewController {
        let interactor = CarsInteractor(cars: cars)
        let router = CarsRouter(imageLoader: imageLoader)
        let presenter = CarsPresenter(interactor: interactor, router: router)
        let view = CarsViewController(output: presenter)
        presenter.view = view
        interactor.output = presenter
        router.viewController = view
        return view
    }

    func showCar(_ car: Car, output: any CarModuleOutput) {
        viewController?.navigationController?.push(CarRouter.makeModule(car: car, imageLoader: imageLoader, output: output))
    }
}
