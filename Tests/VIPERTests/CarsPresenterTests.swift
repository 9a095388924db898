import Domain
import Testing

@testable import VIPER

/// Cars' and Car's presenters with a mock view, interactor and router each.
@MainActor
@Suite("VIPER: Cars' presenters with mock view, interactor and router")
struct CarsPresenterTests {
    final class MockCarsView: CarsViewInput {
        var calls: [String] = []
        var items: [CarDisplayItem] = []
        func showCars(_ items: [CarDisplayItem]) {
            calls.append("show \(items.count)")
            self.items = items
        }
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
        func show(_ displayData: CarDisplayData) { calls.append("show \(displayData.title) | \(displayData.horsepower)") }
        func showNoPhoto() { calls.append("photo none") }
        func showPhotoLoading() { calls.append("photo loading") }
        func showPhoto(byteCount: Int) { calls.append("photo \(byteCount)") }
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

    @Test func theRowsAreTheCatalogueAsThePresenterWritesIt() {
        let presenter = CarsPresenter(interactor: MockCarsInteractor(), router: MockCarsRouter())
        let view = MockCarsView()
        presenter.view = view
        presenter.viewDidLoad()
        #expect(view.calls == ["show 1"])
        #expect(view.items == [CarDisplayItem(id: 0, title: "Nissan Leaf", detail: "148 HP")])
    }

    @Test(arguments: [
        (Car(make: " BMW ", model: "\ti3\n", kilowatts: 125), "BMW i3", "168 HP"),
        (Car(make: "", model: "Zoe", kilowatts: 80), "Zoe", "107 HP"),
        (Car(make: "  ", model: "", kilowatts: -5), "", "0 HP"),
        (Car(make: "Big  Car", model: "X", kilowatts: .max), "Big  Car X", "\(Int.max) HP"),
    ])
    func theDisplayItemsTitleAndDetail(car: Car, title: String, detail: String) {
        #expect(CarsPresenter.displayItems(for: [car, car]).map(\.title) == [title, title])
        #expect(CarsPresenter.displayItems(for: [car, car]).map(\.id) == [0, 1])
        #expect(CarPresenter.displayData(for: car) == CarDisplayData(title: title, horsepower: detail))
        #expect(CarsPresenter.displayItems(for: [car]).first?.detail == detail)
    }

    @Test func aSelectionDeselectsAndOpensTheChosenCarThroughTheRouter() {
        let interactor = MockCarsInteractor()
        let router = MockCarsRouter()
        let presenter = CarsPresenter(interactor: interactor, router: router)
        let view = MockCarsView()
        presenter.view = view
        presenter.rowSelected(at: 0)
        presenter.rowSelected(at: 3)
        #expect(view.calls == ["deselect 0", "deselect 3"])
        #expect(interactor.calls == ["select 0", "select 3"])
        #expect(router.shown.map(\.model) == ["Leaf"])
    }

    @Test func theCarModulesEditsGoToTheInteractorAndTheCatalogueAfterToTheView() {
        let interactor = MockCarsInteractor()
        let presenter = CarsPresenter(interactor: interactor, router: MockCarsRouter())
        let view = MockCarsView()
        presenter.view = view
        presenter.carModule(didChange: Car(make: "Kia", model: "EV6", kilowatts: 1))
        presenter.carsDidChange([Car(make: "Kia", model: "EV6", kilowatts: 1)])
        #expect(interactor.calls == ["update Kia"])
        #expect(view.items == [CarDisplayItem(id: 0, title: "Kia EV6", detail: "1 HP")])
    }

    @Test func carShowsTheCarThenLoadsThePhoto() {
        let interactor = MockCarInteractor()
        let presenter = CarPresenter(interactor: interactor)
        let view = MockCarView()
        presenter.view = view
        presenter.viewDidLoad()
        #expect(view.calls == ["display BMW i3 125", "show BMW i3 | 168 HP"])
        #expect(interactor.calls == ["loadPhoto"])
        presenter.photoDidChange(.loading)
        presenter.photoDidChange(.loaded(byteCount: 3))
        presenter.photoDidChange(.failed)
        presenter.photoDidChange(.none)
        #expect(view.calls.suffix(4) == ["photo loading", "photo 3", "photo failed", "photo none"])
    }

    @Test func editsGoToTheInteractorAndEachAcceptedOneIsShownAndReachesTheOpener() {
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
        presenter.carDidChange(Car(make: "Kia", model: "EV6", kilowatts: 125))
        presenter.carDidChange(Car(make: "Kia", model: "EV6", kilowatts: 1))
        #expect(view.calls == ["show Kia EV6 | 168 HP", "show Kia EV6 | 1 HP"])
        #expect(output.changes.map(\.kilowatts) == [125, 1])
    }
}
