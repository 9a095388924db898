import Domain
import Foundation
import Testing

@testable import VIPER

/// Cars' and Car's presenters with a mock view, interactor and router each.
@MainActor
@Suite("VIPER: Cars' presenters with mock view, interactor and router")
struct CarsPresenterTests {
    final class MockCarsView: CarsViewInput {
        var calls: [String] = []
        func reloadCars() { calls.append("reload") }
        func reloadCar(at row: Int) { calls.append("redraw \(row)") }
        func deselectCar(at row: Int) { calls.append("deselect \(row)") }
    }

    final class MockCarsInteractor: CarsInteractorInput {
        var cars = [Car(make: "Nissan", model: "Leaf", kilowatts: 110)]
        var calls: [String] = []
        func selectCar(at row: Int) -> Car? {
            calls.append("select \(row)")
            return cars.indices.contains(row) ? cars[row] : nil
        }
        func updateSelectedCar(_ car: Car) { calls.append("update \(car.make)") }
    }

    final class MockCarsRouter: CarsRouterInput {
        var shown: [Car] = []
        func showCar(_ car: Car, output: any CarModuleOutput) { shown.append(car) }
    }

    final class MockCarView: CarViewInput {
        var calls: [String] = []
        func display(make: String, model: String, kilowatts: String) { calls.append("display \(make) \(model) \(kilowatts)") }
        func setTitle(_ title: String) { calls.append("title \(title)") }
        func setHorsepowerText(_ text: String) { calls.append("hp \(text)") }
        func showNoPhoto() { calls.append("photo none") }
        func showPhotoLoading() { calls.append("photo loading") }
        func showPhoto(_ data: Data) { calls.append("photo \(data.count)") }
        func showPhotoFailed() { calls.append("photo failed") }
    }

    final class MockCarInteractor: CarInteractorInput {
        var car = Car(make: "BMW", model: "i3", kilowatts: 125)
        var calls: [String] = []
        func changeMake(_ make: String) { calls.append("make \(make)") }
        func changeModel(_ model: String) { calls.append("model \(model)") }
        func canChangeKilowatts(to text: String) -> Bool {
            calls.append("can \(text)")
            return text == "1"
        }
        func changeKilowatts(_ text: String) { calls.append("kW \(text)") }
        func loadPhoto() { calls.append("loadPhoto") }
    }

    final class MockCarOutput: CarModuleOutput {
        var changes: [Car] = []
        func carModule(didChange car: Car) { changes.append(car) }
    }

    @Test func theRowsAreTheCatalogueAsTheDomainFormatsIt() {
        let presenter = CarsPresenter(interactor: MockCarsInteractor(), router: MockCarsRouter())
        let view = MockCarsView()
        presenter.view = view
        presenter.viewDidLoad()
        #expect(view.calls == ["reload"])
        #expect(presenter.numberOfCars == 1)
        #expect(presenter.row(at: 0) == CarRow(title: "Nissan Leaf", detail: "148 HP"))
    }

    @Test func aSelectionDeselectsAndOpensTheChosenCarThroughTheRouter() {
        let interactor = MockCarsInteractor()
        let router = MockCarsRouter()
        let presenter = CarsPresenter(interactor: interactor, router: router)
        let view = MockCarsView()
        presenter.view = view
        presenter.carSelected(at: 0)
        presenter.carSelected(at: 3)
        #expect(view.calls == ["deselect 0", "deselect 3"])
        #expect(interactor.calls == ["select 0", "select 3"])
        #expect(router.shown.map(\.model) == ["Leaf"])
    }

    @Test func theCarModulesEditsGoToTheInteractorAndItsRowToTheView() {
        let interactor = MockCarsInteractor()
        let presenter = CarsPresenter(interactor: interactor, router: MockCarsRouter())
        let view = MockCarsView()
        presenter.view = view
        presenter.carModule(didChange: Car(make: "Kia", model: "EV6", kilowatts: 1))
        presenter.didUpdateCar(at: 0)
        #expect(interactor.calls == ["update Kia"])
        #expect(view.calls == ["redraw 0"])
    }

    @Test func carShowsTheCarAsTheDomainFormatsItThenLoadsThePhoto() {
        let interactor = MockCarInteractor()
        let presenter = CarPresenter(interactor: interactor)
        let view = MockCarView()
        presenter.view = view
        presenter.viewDidLoad()
        #expect(view.calls == ["display BMW i3 125", "title BMW i3", "hp 168 HP"])
        #expect(interactor.calls == ["loadPhoto"])
        presenter.didStartLoadingPhoto()
        presenter.didLoadPhoto(Data([1, 2, 3]))
        presenter.didFailToLoadPhoto()
        presenter.didFindNoPhoto()
        #expect(view.calls.suffix(4) == ["photo loading", "photo 3", "photo failed", "photo none"])
    }

    @Test func editsGoToTheInteractorAndEachAcceptedOneRedrawsOnlyWhatItChangedAndReachesTheOpener() {
        let interactor = MockCarInteractor()
        let output = MockCarOutput()
        let presenter = CarPresenter(interactor: interactor)
        let view = MockCarView()
        presenter.view = view
        presenter.moduleOutput = output
        presenter.makeFieldChanged("Kia")
        presenter.modelFieldChanged("EV6")
        #expect(presenter.kilowattsFieldShouldChange(to: "1"))
        #expect(!presenter.kilowattsFieldShouldChange(to: "x"))
        presenter.kilowattsFieldChanged("1")
        #expect(interactor.calls == ["make Kia", "model EV6", "can 1", "can x", "kW 1"])
        let renamed = Car(make: "Kia", model: "EV6", kilowatts: 125)
        presenter.didRename(renamed)
        presenter.didChangePower(Car(make: "Kia", model: "EV6", kilowatts: 1))
        #expect(view.calls == ["title Kia EV6", "hp 1 HP"])
        #expect(output.changes.map(\.kilowatts) == [125, 1])
    }
}
