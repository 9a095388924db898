import ComposableEngine
import ComposableTesting
import Domain
import Foundation
import TestSupport
import Testing

@testable import Composable

/// Cars and Car, exhaustively: edits written back to the list, the photo load as the
/// presented feature's effect.
@MainActor
@Suite("TCA: Cars' reducers")
struct CarsFeatureTests {
    private let cars = Car.demoCatalogue

    @Test func aSelectedCarIsEditedAndItsRowFollows() async {
        let url = try! #require(cars[0].photoURL)
        let store = TestStore(initialState: CarsFeature.State(cars: cars)) {
            CarsFeature()
        } withDependencies: {
            $0.imageLoader = InMemoryImageLoader(images: [url: Data([1, 2, 3])])
        }
        await store.send(.rowSelected(0)) { $0.car = CarFeature.State(row: 0, car: self.cars[0]) }
        #expect(store.state.car?.title == "BMW i3")
        #expect(store.state.car?.horsepowerText == "168 HP")
        await store.send(.car(.presented(.viewDidLoad))) { $0.car?.photo = .loading }
        await store.receive(.car(.presented(.photoResponse(byteCount: 3)))) { $0.car?.photo = .loaded(byteCount: 3) }
        await store.send(.car(.presented(.binding(.set(\.car.make, "BMW M"))))) {
            $0.car?.car.make = "BMW M"
            $0.car?.title = "BMW M i3"
        }
        var edited = cars[0]
        edited.make = "BMW M"
        await store.receive(.car(.presented(.delegate(.carChanged(edited))))) { $0.cars[0] = edited }
        await store.send(.car(.presented(.binding(.set(\.car.kilowatts, 200))))) {
            $0.car?.car.kilowatts = 200
            $0.car?.horsepowerText = "268 HP"
        }
        edited.kilowatts = 200
        await store.receive(.car(.presented(.delegate(.carChanged(edited))))) { $0.cars[0] = edited }
        await store.send(.car(.dismiss)) { $0.car = nil }
    }

    @Test func aFailedPhotoAndACarWithoutOne() async {
        let store = TestStore(initialState: CarsFeature.State(cars: cars)) {
            CarsFeature()
        } withDependencies: {
            $0.imageLoader = InMemoryImageLoader()
        }
        await store.send(.rowSelected(0)) { $0.car = CarFeature.State(row: 0, car: self.cars[0]) }
        await store.send(.car(.presented(.viewDidLoad))) { $0.car?.photo = .loading }
        await store.receive(.car(.presented(.photoResponse(byteCount: nil)))) { $0.car?.photo = .failed }
        await store.send(.car(.dismiss)) { $0.car = nil }
        let nissan = try! #require(cars.firstIndex { $0.photoURL == nil })
        await store.send(.rowSelected(nissan)) { $0.car = CarFeature.State(row: nissan, car: self.cars[nissan]) }
        await store.send(.car(.presented(.viewDidLoad)))
    }

    /// Cars with the first row's Car presented and its photo load held by `loader`.
    private func carLoadingItsPhoto(_ loader: PendingImageLoader) async -> TestStore<CarsFeature.State, CarsFeature.Action> {
        let store = TestStore(initialState: CarsFeature.State(cars: cars)) {
            CarsFeature()
        } withDependencies: {
            $0.imageLoader = loader
        }
        await store.send(.rowSelected(0)) { $0.car = CarFeature.State(row: 0, car: self.cars[0]) }
        await store.send(.car(.presented(.viewDidLoad))) { $0.car?.photo = .loading }
        #expect(await loader.waitForLoads())
        return store
    }

    @Test func aPhotoStillLoadingIsCancelledWhenCarIsPopped() async {
        let loader = PendingImageLoader()
        let store = await carLoadingItsPhoto(loader)
        await store.send(.car(.dismiss)) { $0.car = nil }
        loader.complete(with: .success(Data([1])))
        await store.finish()
    }

    @Test func anotherCarPresentedInItsPlaceCancelsThePhotoStillLoading() async {
        let loader = PendingImageLoader()
        let store = await carLoadingItsPhoto(loader)
        // Another row's Car replaces this one, with no dismissal between: the old load is
        // cancelled, so its answer never reaches the new Car.
        await store.send(.rowSelected(1)) { $0.car = CarFeature.State(row: 1, car: self.cars[1]) }
        loader.complete(with: .success(Data([1])))
        await store.finish()
    }

    @Test func aRowOutOfRangeOpensNothing() async {
        let store = TestStore(initialState: CarsFeature.State(cars: cars)) { CarsFeature() }
        await store.send(.rowSelected(cars.count))
    }
}
