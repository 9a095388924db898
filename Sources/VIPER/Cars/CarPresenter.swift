import Domain
import Foundation

/// Car's presenter (Docs/Contract.md §3): formats the car for the view (title, horsepower, the kilowatts
/// text), passes edits to the interactor and every accepted one to the opener.
@MainActor
final class CarPresenter {
    weak var view: (any CarViewInput)?
    weak var moduleOutput: (any CarModuleOutput)?
    private let interactor: any CarInteractorInput

    init(interactor: any CarInteractorInput) {
        self.interactor = interactor
    }
}

extension CarPresenter: CarViewOutput {
    func viewDidLoad() {
        let car = interactor.car
        view?.display(make: car.make, model: car.model, kilowatts: KilowattsInput.text(for: car.kilowatts))
        view?.setTitle(car.displayTitle)
        view?.setHorsepowerText(car.powerText)
        interactor.loadPhoto()
    }

    func makeFieldChanged(_ text: String) { interactor.changeMake(text) }
    func modelFieldChanged(_ text: String) { interactor.changeModel(text) }
    func kilowattsFieldShouldChange(to text: String) -> Bool { interactor.canChangeKilowatts(to: text) }
    func kilowattsFieldChanged(_ text: String) { interactor.changeKilowatts(text) }
}

extension CarPresenter: CarInteractorOutput {
    func didRename(_ car: Car) {
        view?.setTitle(car.displayTitle)
        moduleOutput?.carModule(didChange: car)
    }

    func didChangePower(_ car: Car) {
        view?.setHorsepowerText(car.powerText)
        moduleOutput?.carModule(didChange: car)
    }

    func didFindNoPhoto() { view?.showNoPhoto() }
    func didStartLoadingPhoto() { view?.showPhotoLoading() }
    func didLoadPhoto(_ data: Data) { view?.showPhoto(data) }
    func didFailToLoadPhoto() { view?.showPhotoFailed() }
}
