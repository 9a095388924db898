import Domain
import Foundation
import TestSupport
import Testing

@testable import ClosureMVVM

/// Closure MVVM is tested at the view model: set its output closures, send events, and check
/// what each closure was called with. No widgets.
@MainActor
@Suite("Closure MVVM: Cars' view models")
struct CarsViewModelTests {
    let photoURL = URL(string: "https://photos.test/car.jpg")!
    var car: Car { Car(make: "BMW", model: "i3", kilowatts: 125, photoURL: photoURL) }

    /// A car view model's outputs, as its closures delivered them.
    @MainActor
    final class CarOutputs {
        var titles: [String] = []
        var horsepower: [String] = []
        var photos: [CarPhoto] = []
        var edited: [Car] = []

        init(_ viewModel: CarViewModel) {
            viewModel.onTitleChange = { [weak self] in self?.titles.append($0) }
            viewModel.onHorsepowerChange = { [weak self] in self?.horsepower.append($0) }
            viewModel.onPhotoChange = { [weak self] in self?.photos.append($0) }
            viewModel.onCarChange = { [weak self] in self?.edited.append($0) }
        }
    }

    @Test func readyCallsEveryOutputWithTheCar() async {
        let loader = PendingImageLoader()
        let viewModel = CarViewModel(car: car, imageLoader: loader)
        let outputs = CarOutputs(viewModel)
        viewModel.ready()
        #expect(outputs.titles == ["BMW i3"])
        #expect([viewModel.makeText, viewModel.modelText, viewModel.kilowattsText] == ["BMW", "i3", "125"])
        #expect(viewModel.title == "BMW i3")
        #expect(outputs.horsepower == ["168 HP"])
        #expect(outputs.photos == [.none, .loading])
        #expect(outputs.edited.isEmpty)
        // The load is answered once it reached the loader, so no task is left suspended.
        #expect(await loader.waitForLoads())
        loader.complete(with: .failure(ImageLoadingError.badStatus(404)))
    }

    @Test(arguments: ["12a", "+3", " 12", "1e3", "-", "9223372036854775808"])
    func aRejectedKilowattsEditLeavesEverythingAsItWas(text: String) {
        let viewModel = CarViewModel(car: car, imageLoader: PendingImageLoader())
        let outputs = CarOutputs(viewModel)
        #expect(!viewModel.kilowattsFieldShouldChange(to: text))
        viewModel.kilowattsFieldChanged(text)  // even if a view forwarded it anyway
        #expect(outputs.titles.isEmpty)
        #expect(outputs.horsepower.isEmpty)
        #expect(outputs.edited.isEmpty)
    }

    @Test func anEditCallsTitleHorsepowerAndTheOpener() {
        let viewModel = CarViewModel(car: car, imageLoader: PendingImageLoader())
        let outputs = CarOutputs(viewModel)
        viewModel.makeFieldChanged("  ")
        viewModel.modelFieldChanged(" i3s ")
        #expect(viewModel.kilowattsFieldShouldChange(to: "135"))
        viewModel.kilowattsFieldChanged("135")
        viewModel.kilowattsFieldChanged("")
        viewModel.kilowattsFieldChanged("-5")
        #expect(outputs.titles == ["i3", "i3s", "i3s", "i3s", "i3s"])
        #expect(outputs.horsepower == ["168 HP", "168 HP", "181 HP", "0 HP", "0 HP"])
        #expect(outputs.edited.map(\.kilowatts) == [125, 125, 135, 0, -5])
    }

    @Test func thePhotoLoadsThroughTheLoader() async {
        let loader = PendingImageLoader()
        let viewModel = CarViewModel(car: car, imageLoader: loader)
        let outputs = CarOutputs(viewModel)
        viewModel.ready()
        #expect(await loader.waitForLoads())
        loader.complete(with: .success(Data(count: 5)))
        #expect(await yieldUntil { outputs.photos.count == 3 })
        #expect(outputs.photos == [.none, .loading, .loaded(byteCount: 5)])
    }

    @Test func aPhotoTheLoaderLacksFailsAndACarWithoutOneLoadsNothing() async {
        let failing = CarViewModel(car: car, imageLoader: InMemoryImageLoader())
        let failingOutputs = CarOutputs(failing)
        failing.ready()
        #expect(await yieldUntil { failingOutputs.photos.count == 3 })
        #expect(failingOutputs.photos == [.none, .loading, .failed])

        let loader = PendingImageLoader()
        let none = CarViewModel(car: Car(make: "Nissan", model: "Leaf", kilowatts: 110), imageLoader: loader)
        let noneOutputs = CarOutputs(none)
        none.ready()
        #expect(noneOutputs.photos == [.none])
        #expect(loader.pendingCount == 0)
    }

    @Test func aViewModelFreedWithItsScreenDoesNotOutliveItsLoad() async {
        let loader = PendingImageLoader()
        var viewModel: CarViewModel? = CarViewModel(car: car, imageLoader: loader)
        viewModel?.ready()
        #expect(await loader.waitForLoads())
        weak let watched = viewModel
        viewModel = nil
        #expect(watched == nil)
        loader.complete(with: .success(Data(count: 9)))  // the late answer goes nowhere
        #expect(await yieldUntil { loader.pendingCount == 0 })
    }

    @Test func carsShowsTheRowsAndAnEditOnCarChangesItsRow() throws {
        let cars = CarsViewModel(cars: Car.demoCatalogue, imageLoader: PendingImageLoader())
        var deliveries: [[CarsViewModel.Row]] = []
        cars.onRowsChange = { deliveries.append($0) }
        cars.ready()
        #expect(deliveries.last?.map(\.title) == ["BMW i3", "Tesla Model S", "Nissan Leaf", "Renault Zoe"])
        #expect(deliveries.last?.map(\.detail) == ["168 HP", "416 HP", "148 HP", "107 HP"])
        #expect(cars.makeCarViewModel(id: 4) == nil)
        #expect(cars.makeCarViewModel(id: -1) == nil)
        let car = try #require(cars.makeCarViewModel(id: 3))
        car.makeFieldChanged("")
        #expect(deliveries.count == 2)
        #expect(deliveries.last?[3] == CarsViewModel.Row(id: 3, title: "Zoe", detail: "107 HP"))
        #expect(deliveries.last?[0] == deliveries.first?[0])
    }

    @Test func theCarViewModelDoesNotKeepCarsAlive() throws {
        var cars: CarsViewModel? = CarsViewModel(cars: Car.demoCatalogue, imageLoader: PendingImageLoader())
        let car = try #require(cars?.makeCarViewModel(id: 0))
        weak let watched = cars
        cars = nil
        #expect(watched == nil)
        car.makeFieldChanged("Mini")  // nobody to tell, no crash
    }
}
