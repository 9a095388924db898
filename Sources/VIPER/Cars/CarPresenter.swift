import Domain

/// Car's presenter (Docs/Contract.md §3): builds the view's display data from the car (title,
/// horsepower, the kilowatts text), passes edits to the interactor and every accepted one to the
/// opener, and shows the photo's stages (objc.io issue 13's `VTDListPresenter.m`: results in,
/// display data out).
@MainActor
final class CarPresenter {
    weak var view: (any CarViewInput)?
    weak var moduleOutput: (any CarModuleOutput)?
    private let interactor: any CarInteractorInput

    init(interactor: any CarInteractorInput) {
        self.interactor = interactor
    }

    /// The title ("BMW i3") and the horsepower ("168 HP") the screen shows for `car`.
    static func displayData(for car: Car) -> CarDisplayData {
        CarDisplayData(title: CarFormatter.title(for: car), horsepower: CarFormatter.power(for: car))
    }
}

extension CarPresenter: CarViewOutput {
    func viewDidLoad() {
        let car = interactor.car
        view?.display(make: car.make, model: car.model, kilowatts: KilowattsInput.text(for: car.kilowatts))
        view?.show(Self.displayData(for: car))
        interactor.loadPhoto()
    }

    func makeFieldChanged(_ text: String) { interactor.changeMake(text) }
    func modelFieldChanged(_ text: String) { interactor.changeModel(text) }
    func kilowattsFieldShouldChange(to text: String) -> Bool { interactor.canChangeKilowatts(to: text) }
    func kilowattsFieldChanged(_ text: String) { interactor.changeKilowatts(text) }
}

extension CarPresenter: CarInteractorOutput {
    func carDidChange(_ car: Car) {
        view?.show(Self.displayData(for: car))
        moduleOutput?.carModule(didChange: car)
    }

    func photoDidChange(_ photo: CarPhoto) {
        switch photo {
        case .none: view?.showNoPhoto()
        case .loading: view?.showPhotoLoading()
        case .loaded(let byteCount): view?.showPhoto(byteCount: byteCount)
        case .failed: view?.showPhotoFailed()
        }
    }
}
