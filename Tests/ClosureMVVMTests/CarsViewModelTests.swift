import Domain
import Foundation
import TestSupport
import Testing

@testable import ClosureMVVM

/// Closure MVVM is tested at the view model: set the change closure, send events, read the
/// outputs. No widgets.
@MainActor
@Suite("Closure MVVM: Cars' view models")
struct CarsViewModelTests {
    let photoURL = URL(string: "https://photos.test/car.jpg")!
    var car: Car { Car(make: "BMW", model: "i3", kilowatts: 125, photoURL: photoURL) }

    @Test func outputsFollowTheCar() {
        let viewModel = CarViewModel(car: car, imageLoader: InMemoryImageLoader())
        #expect(viewModel.titleText == "BMW i3")
        #expect(viewModel.makeText == "BMW")
        #expect(viewModel.modelText == "i3")
        #expect(viewModel.kilowattsText == "125")
        #expect(viewModel.horsepowerText == "168 HP")
        #expect(viewModel.photo == .none)
    }

    @Test(arguments: ["12a", "+3", " 12", "1e3", "-", "9223372036854775808"])
    func aRejectedKilowattsEditLeavesEverythingAsItWas(text: String) {
        let viewModel = CarViewModel(car: car, imageLoader: InMemoryImageLoader())
        var changes = 0
        var edited: [Car] = []
        viewModel.stateDidChange = { _ in changes += 1 }
        viewModel.didChangeCar = { edited.append($0) }
        #expect(!viewModel.kilowattsFieldShouldChange(to: text))
        viewModel.kilowattsFieldChanged(text)  // even if a view forwarded it anyway
        #expect(viewModel.car == car)
        #expect(viewModel.horsepowerText == "168 HP")
        #expect(changes == 0)
        #expect(edited.isEmpty)
    }

    @Test func anEditUpdatesTitleAndHorsepowerThroughTheClosures() {
        let viewModel = CarViewModel(car: car, imageLoader: InMemoryImageLoader())
        var states: [(title: String, horsepower: String)] = []
        var edited: [Car] = []
        viewModel.stateDidChange = { states.append(($0.titleText, $0.horsepowerText)) }
        viewModel.didChangeCar = { edited.append($0) }
        viewModel.modelFieldChanged(" i3s ")
        #expect(viewModel.kilowattsFieldShouldChange(to: "135"))
        viewModel.kilowattsFieldChanged("135")
        viewModel.kilowattsFieldChanged("")
        #expect(states.map(\.title) == ["BMW i3s", "BMW i3s", "BMW i3s"])
        #expect(states.map(\.horsepower) == ["168 HP", "181 HP", "0 HP"])
        #expect(edited.map(\.kilowatts) == [125, 135, 0])
    }

    @Test func thePhotoLoadsThroughTheLoader() async {
        let loader = InMemoryImageLoader(images: [photoURL: Data(count: 5)])
        let viewModel = CarViewModel(car: car, imageLoader: loader)
        var photos: [CarPhoto] = []
        viewModel.stateDidChange = { photos.append($0.photo) }
        viewModel.viewDidLoad()
        #expect(viewModel.photo == .loading)
        await viewModel.photoLoad?.value
        #expect(photos == [.loading, .loaded(byteCount: 5)])
    }

    @Test func aPhotoTheLoaderLacksFailsAndACarWithoutOneLoadsNothing() async {
        let failing = CarViewModel(car: car, imageLoader: InMemoryImageLoader())
        failing.viewDidLoad()
        await failing.photoLoad?.value
        #expect(failing.photo == .failed)
        let none = CarViewModel(car: Car(make: "Nissan", model: "Leaf", kilowatts: 110), imageLoader: InMemoryImageLoader())
        none.viewDidLoad()
        #expect(none.photo == .none)
        #expect(none.photoLoad == nil)
    }

    @Test func aViewModelFreedWithItsScreenDoesNotOutliveItsLoad() async {
        let loader = PendingImageLoader()
        var viewModel: CarViewModel? = CarViewModel(car: car, imageLoader: loader)
        viewModel?.viewDidLoad()
        let load = viewModel?.photoLoad
        #expect(await loader.waitForLoads())
        weak let watched = viewModel
        viewModel = nil
        #expect(watched == nil)
        loader.complete(with: .success(Data(count: 9)))
        await load?.value  // the late answer goes nowhere, and nothing crashes
    }

    @Test func carsOpensTheSelectedCarAndShowsItsEditsInTheRow() throws {
        let cars = CarsViewModel(cars: Car.demoCatalogue, imageLoader: InMemoryImageLoader.demo)
        var reloads = 0
        var changedRows: [Int] = []
        cars.carsDidChange = { _, row in
            reloads += 1
            changedRows.append(row)
        }
        #expect(cars.makeCarViewModel(forRow: 4) == nil)
        #expect(cars.makeCarViewModel(forRow: -1) == nil)
        let car = try #require(cars.makeCarViewModel(forRow: 3))
        car.makeFieldChanged("")
        #expect(reloads == 1)
        #expect(changedRows == [3], "only the edited car's row is redrawn")
        #expect(cars.titleText(forRow: 3) == "Zoe")
        #expect(cars.detailText(forRow: 3) == "107 HP")
    }

    @Test func theCarViewModelDoesNotKeepCarsAlive() throws {
        var cars: CarsViewModel? = CarsViewModel(cars: Car.demoCatalogue, imageLoader: InMemoryImageLoader.demo)
        let car = try #require(cars?.makeCarViewModel(forRow: 0))
        weak let watched = cars
        cars = nil
        #expect(watched == nil)
        car.makeFieldChanged("Mini")  // nobody to tell, no crash
    }
}
