import Domain
import Foundation
import TestSupport
import Testing

@testable import ObservationMVVM

/// Cars' view models: both read the one catalogue; the Car screen's view model edits its car
/// there, and every output is computed from it.
@MainActor
@Suite("Observation MVVM: Cars' view models")
struct CarViewModelTests {
    let photoURL = URL(string: "https://photos.test/car.jpg")!
    var cars: [Car] {
        [Car(make: "BMW", model: "i3", kilowatts: 125, photoURL: photoURL), Car(make: "Tesla", model: "S", kilowatts: 300)]
    }

    @Test func outputsAreTheCatalogues() throws {
        let catalog = CarCatalog(cars: cars)
        let list = CarsViewModel(catalog: catalog, imageLoader: InMemoryImageLoader())
        #expect(list.rows.map(\.title) == ["BMW i3", "Tesla S"])
        #expect(list.rows.map(\.detail) == ["168 HP", "402 HP"])
        let car = try #require(list.makeCarViewModel(id: 0))
        #expect(car.titleText == "BMW i3")
        #expect(car.makeText == "BMW")
        #expect(car.modelText == "i3")
        #expect(car.kilowattsText == "125")
        #expect(car.horsepowerText == "168 HP")
        #expect(car.photo == .none)
        #expect(list.makeCarViewModel(id: 2) == nil)
    }

    @Test func twoCarsWithTheSameTitleAreTwoRows() {
        let twins = [Car(make: "Mini", model: "One", kilowatts: 75), Car(make: "Mini", model: "One", kilowatts: 75)]
        let list = CarsViewModel(catalog: CarCatalog(cars: twins), imageLoader: InMemoryImageLoader())
        #expect(list.rows.count == 2)
        #expect(Set(list.rows).count == 2, "positional identity tells equal cars apart")
    }

    @Test func anEditIsWrittenToTheCatalogueOnceAndEveryOutputFollows() throws {
        let catalog = CarCatalog(cars: cars)
        let list = CarsViewModel(catalog: catalog, imageLoader: InMemoryImageLoader())
        let car = try #require(list.makeCarViewModel(id: 0))
        #expect(invalidates({ _ = list.rows }, when: { car.modelFieldChanged(" i3s ") }))
        #expect(invalidates({ _ = car.horsepowerText }, when: { car.kilowattsFieldChanged("135") }))
        #expect(invalidates({ _ = car.titleText }, when: { car.makeFieldChanged("Mini") }))
        car.makeFieldChanged("BMW")
        #expect(catalog.cars[0] == Car(make: "BMW", model: " i3s ", kilowatts: 135, photoURL: photoURL))
        #expect(catalog.cars[1] == cars[1])
        #expect(car.titleText == "BMW i3s")
        #expect(car.horsepowerText == "181 HP")
        #expect(list.rows[0] == CarsViewModel.Row(id: 0, car: catalog.cars[0]))
        #expect([list.rows[0].title, list.rows[0].detail] == ["BMW i3s", "181 HP"])
    }

    @Test func aChangeOfTheCatalogueReachesAnOpenCar() throws {
        let catalog = CarCatalog(cars: cars)
        let car = try #require(CarsViewModel(catalog: catalog, imageLoader: InMemoryImageLoader()).makeCarViewModel(id: 1))
        #expect(invalidates({ _ = car.titleText }, when: { catalog.cars[1].model = "X" }))
        #expect(car.titleText == "Tesla X")
    }

    @Test(arguments: ["12a", "+3", " 12", "1e3", "-", "9223372036854775808"])
    func aRejectedKilowattsEditChangesNothing(text: String) throws {
        let catalog = CarCatalog(cars: cars)
        let car = try #require(CarsViewModel(catalog: catalog, imageLoader: InMemoryImageLoader()).makeCarViewModel(id: 0))
        #expect(!car.kilowattsFieldShouldChange(to: text))
        #expect(!invalidates({ _ = catalog.cars }, when: { car.kilowattsFieldChanged(text) }))
        #expect(catalog.cars == cars)
    }

    @Test func thePhotoLoadsThroughTheLoader() async throws {
        let loader = PendingImageLoader()
        let list = CarsViewModel(catalog: CarCatalog(cars: cars), imageLoader: loader)
        let car = try #require(list.makeCarViewModel(id: 0))
        car.viewDidLoad()
        #expect(car.photo == .loading)
        #expect(await loader.waitForLoads())
        await change(of: { _ = car.photo }, after: { loader.complete(with: .success(Data(count: 5))) })
        #expect(car.photo == .loaded(byteCount: 5))
    }

    @Test func aFailedLoadFailsAndNoURLLoadsNothing() async throws {
        let loader = PendingImageLoader()
        let list = CarsViewModel(catalog: CarCatalog(cars: cars), imageLoader: loader)
        let car = try #require(list.makeCarViewModel(id: 0))
        car.viewDidLoad()
        #expect(await loader.waitForLoads())
        await change(of: { _ = car.photo }, after: { loader.complete(with: .failure(ImageLoadingError.notFound(photoURL))) })
        #expect(car.photo == .failed)
        let noPhoto = try #require(list.makeCarViewModel(id: 1))
        noPhoto.viewDidLoad()
        #expect(noPhoto.photo == .none)
        #expect(loader.pendingCount == 0)
    }
}
