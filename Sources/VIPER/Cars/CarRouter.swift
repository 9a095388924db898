import Domain
import Widgets

/// Car's router (the wireframe). Car navigates nowhere (the user goes back), so its router only
/// assembles the module and needs no router input protocol; see Docs/VIPER.md.
@MainActor
enum CarRouter {
    /// Assembles Car for `car`.
    /// - Parameters:
    ///   - imageLoader: Loads the car's photo.
    ///   - output: Hears every accepted edit; held weakly.
    static func makeModule(car: Car, imageLoader: any ImageLoading, output: any CarModuleOutput) -> CarViewController {
        let interactor = CarInteractor(car: car, imageLoader: imageLoader)
        let presenter = CarPresenter(interactor: interactor)
        let view = CarViewController(output: presenter)
        presenter.view = view
        presenter.moduleOutput = output
        interactor.output = presenter
        return view
    }
}
