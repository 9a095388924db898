import Domain
import Foundation
import Observation
import Synchronization
import TestSupport
import Testing

@testable import ObservationMVVM

/// Cars' view models: the Car screen's view model edits the list's row in place.
@MainActor
@Suite("Observation MVVM: Cars' view models")
struct CarViewModelTests {
    let photoURL = URL(string: "https://photos.test/car.jpg")!
    var cars: [Car] {
        [Car(make: "BMW", model: "i3", kilowatts: 125, photoURL: photoURL), Car(make: "Tesla", model: "S", kilowatts: 300)]
    }

    @Test func outputsFollowTheRow() throws {
        let list = CarsViewModel(cars: cars, imageLoader: InMemoryImageLoader())
        let car = try #require(list.makeCarViewModel(forRow: 0))
        #expect(car.titleText == "BMW i3")
        #expect(car.makeText == "BMW")
        #expect(car.modelText == "i3")
        #expect(car.kilowattsText == "125")
        #expect(car.horsepowerText == "168 HP")
        #expect(car.photo == .none)
        #expect(list.makeCarViewModel(forRow: 2) == nil)
    }

    @Test func anEditIsWrittenToTheListsRowAndInvalidatesTheScreenWhenAnOutputChanged() throws {
        let list = CarsViewModel(cars: cars, imageLoader: InMemoryImageLoader())
        let car = try #require(list.makeCarViewModel(forRow: 0))
        #expect(invalidates({ _ = list.cars }, when: { car.modelFieldChanged("i3s") }))
        #expect(!invalidates({ _ = car.titleText }, when: { car.modelFieldChanged(" i3s ") }), "the same title, trimmed")
        #expect(!invalidates({ _ = car.horsepowerText }, when: { car.kilowattsFieldChanged("125") }), "the same power")
        #expect(invalidates({ _ = car.horsepowerText }, when: { car.kilowattsFieldChanged("135") }))
        #expect(invalidates({ _ = car.titleText }, when: { car.makeFieldChanged("Mini") }))
        car.makeFieldChanged("BMW")
        #expect(list.cars[0] == Car(make: "BMW", model: " i3s ", kilowatts: 135, photoURL: photoURL))
        #expect(list.cars[1] == cars[1])
        #expect(car.titleText == "BMW i3s")
        #expect(car.horsepowerText == "181 HP")
    }

    @Test(arguments: ["12a", "+3", " 12", "1e3", "-", "9223372036854775808"])
    func aRejectedKilowattsEditChangesNothing(text: String) throws {
        let list = CarsViewModel(cars: cars, imageLoader: InMemoryImageLoader())
        let car = try #require(list.makeCarViewModel(forRow: 0))
        #expect(!car.kilowattsFieldShouldChange(to: text))
        #expect(!invalidates({ _ = list.cars }, when: { car.kilowattsFieldChanged(text) }))
        #expect(list.cars == cars)
    }

    @Test func thePhotoLoadsThroughTheLoader() async throws {
        let loader = InMemoryImageLoader(images: [photoURL: Data(count: 5)])
        let list = CarsViewModel(cars: cars, imageLoader: loader)
        let car = try #require(list.makeCarViewModel(forRow: 0))
        car.viewDidLoad()
        #expect(car.photo == .loading)
        let invalidated = Mutex(false)
        withObservationTracking({ _ = car.photo }, onChange: { invalidated.withLock { $0 = true } })
        await car.photoLoad?.value
        #expect(invalidated.withLock { $0 }, "the answer invalidates a view that read the photo")
        #expect(car.photo == .loaded(byteCount: 5))
    }

    @Test func aMissingPhotoFails() async throws {
        let list = CarsViewModel(cars: cars, imageLoader: InMemoryImageLoader())
        let car = try #require(list.makeCarViewModel(forRow: 0))
        car.viewDidLoad()
        await car.photoLoad?.value
        #expect(car.photo == .failed)
        let noPhoto = try #require(list.makeCarViewModel(forRow: 1))
        noPhoto.viewDidLoad()
        #expect(noPhoto.photo == .none)
        #expect(noPhoto.photoLoad == nil)
    }
}
