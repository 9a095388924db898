import Domain
import Foundation
import TestSupport
import Testing

@testable import MVP

/// MVP is tested at the presenter, with a fake view that records what it was told: no widgets.
@MainActor
@Suite("MVP: Cars' presenters with fake views")
struct CarsPresenterTests {
    final class FakeCarView: CarView {
        var fields: [(make: String, model: String, kilowatts: String)] = []
        var titles: [String] = []
        var horsepower: [String] = []
        var photo: [String] = []
        func display(make: String, model: String, kilowatts: String) { fields.append((make, model, kilowatts)) }
        func setTitle(_ title: String) { titles.append(title) }
        func setHorsepowerText(_ text: String) { horsepower.append(text) }
        func showNoPhoto() { photo.append("none") }
        func showPhotoLoading() { photo.append("loading") }
        func showPhoto(_ data: Data) { photo.append("loaded \(data.count)") }
        func showPhotoFailed() { photo.append("failed") }
    }

    final class FakeCarsView: CarsView {
        var shown: [[CarRow]] = []
        var deselected: [Int] = []
        var car: CarPresenter?
        func showCars(_ rows: [CarRow]) { shown.append(rows) }
        func deselectCar(at row: Int) { deselected.append(row) }
        func showCar(with presenter: CarPresenter) { car = presenter }
    }

    let photoURL = URL(string: "https://photos.test/car.jpg")!
    var car: Car { Car(make: "BMW", model: "i3", kilowatts: 125, photoURL: photoURL) }

    @Test func viewDidLoadShowsTheCar() {
        let presenter = CarPresenter(car: Car(make: "Nissan", model: "Leaf", kilowatts: 110), imageLoader: InMemoryImageLoader())
        { _ in }
        let view = FakeCarView()
        presenter.view = view
        presenter.viewDidLoad()
        #expect(view.fields.map(\.kilowatts) == ["110"])
        #expect(view.titles == ["Nissan Leaf"])
        #expect(view.horsepower == ["148 HP"])
        #expect(view.photo == ["none"])
    }

    @Test(arguments: [
        (Car(make: " BMW ", model: "\ti3\n", kilowatts: 125), "BMW i3", "168 HP"),
        (Car(make: "", model: "Zoe", kilowatts: 80), "Zoe", "107 HP"),
        (Car(make: "  ", model: "", kilowatts: -5), "", "0 HP"),
        (Car(make: "Big  Car", model: "X", kilowatts: .max), "Big  Car X", "\(Int.max) HP"),
    ])
    func thePresenterWritesTheTitleAndPowerTexts(car: Car, title: String, power: String) {
        let presenter = CarPresenter(car: car, imageLoader: InMemoryImageLoader()) { _ in }
        let view = FakeCarView()
        presenter.view = view
        presenter.viewDidLoad()
        #expect(view.titles == [title])
        #expect(view.horsepower == [power])
    }

    @Test(arguments: ["12a", "+3", " 12", "1e3", "-", "9223372036854775808"])
    func aRejectedKilowattsEditLeavesEverythingAsItWas(text: String) {
        var changes: [Car] = []
        let presenter = CarPresenter(car: car, imageLoader: InMemoryImageLoader()) { changes.append($0) }
        let view = FakeCarView()
        presenter.view = view
        #expect(!presenter.kilowattsFieldShouldChange(to: text))
        presenter.kilowattsFieldChanged(text)  // even if a view forwarded it anyway
        #expect(view.horsepower.isEmpty)
        #expect(view.titles.isEmpty)
        #expect(changes.isEmpty)
        presenter.makeFieldChanged(car.make)
        #expect(changes == [car], "the next accepted edit reports the car as it was")
    }

    @Test func anEditUpdatesTitleAndHorsepowerAndReportsTheCar() {
        var changes: [Car] = []
        let presenter = CarPresenter(car: car, imageLoader: InMemoryImageLoader()) { changes.append($0) }
        let view = FakeCarView()
        presenter.view = view
        presenter.makeFieldChanged(" Mini ")
        presenter.modelFieldChanged("")
        #expect(view.titles == ["Mini i3", "Mini"])
        #expect(presenter.kilowattsFieldShouldChange(to: ""))
        presenter.kilowattsFieldChanged("")
        presenter.kilowattsFieldChanged("135")
        #expect(view.titles == ["Mini i3", "Mini", "Mini", "Mini"])
        #expect(view.horsepower == ["168 HP", "168 HP", "0 HP", "181 HP"])
        #expect(changes.map(\.kilowatts) == [125, 125, 0, 135])
        #expect(changes.last?.make == " Mini ")
    }

    @Test func thePhotoLoadsThroughTheLoader() async {
        let loader = PendingImageLoader()
        let presenter = CarPresenter(car: car, imageLoader: loader) { _ in }
        let view = FakeCarView()
        presenter.view = view
        presenter.viewDidLoad()
        #expect(await loader.waitForLoads())
        #expect(view.photo == ["loading"])
        loader.complete(with: .success(Data(count: 5)))
        #expect(await turns { view.photo.count == 2 })
        #expect(view.photo == ["loading", "loaded 5"])
    }

    @Test func aPhotoTheLoaderCannotFetchFails() async {
        let loader = PendingImageLoader()
        let presenter = CarPresenter(car: car, imageLoader: loader) { _ in }
        let view = FakeCarView()
        presenter.view = view
        presenter.viewDidLoad()
        #expect(await loader.waitForLoads())
        loader.complete(with: .failure(ImageLoadingError.notHTTPResponse))
        #expect(await turns { view.photo.count == 2 })
        #expect(view.photo == ["loading", "failed"])
    }

    @Test func aPresenterFreedWithItsScreenDoesNotOutliveItsLoad() async {
        let loader = PendingImageLoader()
        var presenter: CarPresenter? = CarPresenter(car: car, imageLoader: loader) { _ in }
        let view = FakeCarView()
        presenter?.view = view
        presenter?.viewDidLoad()
        #expect(await loader.waitForLoads())
        weak let watched = presenter
        presenter = nil
        #expect(watched == nil)
        loader.complete(with: .success(Data(count: 9)))
        #expect(!(await turns { view.photo.count > 1 }))
        #expect(view.photo == ["loading"])
    }

    @Test func carsOpensTheSelectedCarAndShowsItsEditsInTheRow() throws {
        let presenter = CarsPresenter(cars: Car.demoCatalogue, imageLoader: InMemoryImageLoader.demo)
        let view = FakeCarsView()
        presenter.view = view
        presenter.viewDidLoad()
        #expect(
            view.shown.last?.map { [$0.title, $0.detail] } == [
                ["BMW i3", "168 HP"], ["Tesla Model S", "416 HP"], ["Nissan Leaf", "148 HP"], ["Renault Zoe", "107 HP"],
            ])
        #expect(view.shown.last?.map(\.id) == [0, 1, 2, 3])
        presenter.rowSelected(at: 4)
        #expect(view.car == nil)
        presenter.rowSelected(at: 2)
        #expect(view.deselected == [4, 2])
        let car = try #require(view.car)
        car.kilowattsFieldChanged("160")
        #expect(view.shown.count == 2)
        #expect(view.shown.last?[2] == CarRow(id: 2, title: "Nissan Leaf", detail: "215 HP"))
    }

    @Test func theCarPresenterDoesNotKeepCarsAlive() throws {
        var cars: CarsPresenter? = CarsPresenter(cars: Car.demoCatalogue, imageLoader: InMemoryImageLoader.demo)
        let view = FakeCarsView()
        cars?.view = view
        cars?.rowSelected(at: 0)
        let car = try #require(view.car)
        weak let watched = cars
        cars = nil
        #expect(watched == nil)
        car.makeFieldChanged("Mini")  // nobody to tell, no crash
    }
}
