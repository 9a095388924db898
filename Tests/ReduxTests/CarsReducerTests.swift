import Domain
import Foundation
import TestSupport
import Testing

@testable import Redux

/// Cars' reducer as a pure function.
@Suite("Redux: Cars' reducer")
struct CarsReducerTests {
    let start = CarsState(cars: Car.demoCatalogue)

    @Test func selectingACarOpensItAndStartsItsPhoto() {
        let state = carsReducer(action: CarsAction.rowSelected(row: 0), state: start)
        #expect(state.openCar == Car.demoCatalogue[0])
        #expect(state.photo == .loading)
        #expect(state.loadingPhotoURL == Car.demoCatalogue[0].photoURL)
        let nissan = carsReducer(action: CarsAction.rowSelected(row: 2), state: start)
        #expect(nissan.photo == CarPhoto.none)
        #expect(nissan.loadingPhotoURL == nil)
    }

    @Test func anOutOfRangeRowChangesNothing() {
        #expect(carsReducer(action: CarsAction.rowSelected(row: 4), state: start) == start)
        #expect(carsReducer(action: CarsAction.rowSelected(row: -1), state: start) == start)
    }

    @Test func editsChangeTheOpenCarOnly() {
        var state = carsReducer(action: CarsAction.rowSelected(row: 1), state: start)
        state = carsReducer(action: CarsAction.makeFieldChanged(" Tesla "), state: state)
        state = carsReducer(action: CarsAction.kilowattsFieldChanged(0), state: state)
        #expect(state.cars[1].make == " Tesla ")
        #expect(state.cars[1].kilowatts == 0)
        #expect(Array(state.cars[2...]) == Array(Car.demoCatalogue[2...]))
        #expect(carsReducer(action: CarsAction.modelFieldChanged("X"), state: start) == start, "no car open")
    }

    @Test func aLatePhotoForAnotherCarIsIgnored() throws {
        let bmwURL = try #require(Car.demoCatalogue[0].photoURL)
        var state = carsReducer(action: CarsAction.rowSelected(row: 0), state: start)
        state = carsReducer(action: CarsAction.rowSelected(row: 1), state: state)
        let late = carsReducer(action: CarsAction.photoLoaded(bmwURL, byteCount: 10), state: state)
        #expect(late.photo == state.photo)
        let teslaURL = try #require(Car.demoCatalogue[1].photoURL)
        #expect(
            carsReducer(action: CarsAction.photoLoaded(teslaURL, byteCount: 10), state: state).photo == .loaded(byteCount: 10))
        #expect(carsReducer(action: CarsAction.photoLoadFailed(teslaURL), state: state).photo == .failed)
    }

    @Test func anAnswerAppliesOnlyWhileThePhotoIsLoading() throws {
        let url = try #require(Car.demoCatalogue[0].photoURL)
        var state = carsReducer(action: CarsAction.rowSelected(row: 0), state: start)
        state = carsReducer(action: CarsAction.photoLoaded(url, byteCount: 10), state: state)
        #expect(state.photo == .loaded(byteCount: 10))
        #expect(state.loadingPhotoURL == nil)
        #expect(carsReducer(action: CarsAction.photoLoadFailed(url), state: state) == state)
        #expect(carsReducer(action: CarsAction.photoLoaded(url, byteCount: 11), state: state) == state)
    }
}

@Suite("Redux: closing the Car screen")
struct CarScreenClosedTests {
    @Test func closingForgetsTheOpenCarSoALatePhotoIsIgnored() throws {
        let url = try #require(Car.demoCatalogue[0].photoURL)
        var state = carsReducer(action: CarsAction.rowSelected(row: 0), state: CarsState(cars: Car.demoCatalogue))
        state = carsReducer(action: CarsAction.carScreenClosed, state: state)
        #expect(state.openCar == nil)
        #expect(carsReducer(action: CarsAction.photoLoaded(url, byteCount: 9), state: state).photo == CarPhoto.none)
    }
}

@MainActor
@Suite("Redux: the photo middleware")
struct CarPhotoMiddlewareTests {
    @Test func selectingACarLoadsItsPhotoAndDispatchesTheResult() async throws {
        let loader = PendingImageLoader()
        let app = ReduxApp.makeApp(feature: .cars, dependencies: AppDependencies(imageLoader: loader))
        let driver = ScreenDriver(app)
        driver.select(row: 0, in: "cars")
        #expect(await loader.waitForLoads(1))
        #expect(driver.top.snapshot()["photo"]?.state == "loading")
        loader.complete(with: .success(Data(count: 7)))
        for _ in 0..<100 where driver.top.snapshot()["photo"]?.state == "loading" { await Task.yield() }
        #expect(driver.top.snapshot()["photo"]?.bytes == 7)
    }

    @Test func aPhotoThatArrivesAfterGoingBackChangesNothing() async throws {
        let loader = PendingImageLoader()
        let app = ReduxApp.makeApp(feature: .cars, dependencies: AppDependencies(imageLoader: loader))
        let driver = ScreenDriver(app)
        driver.select(row: 0, in: "cars")
        #expect(await loader.waitForLoads(1))
        let car = Weak(app.topScreen)
        driver.back()
        loader.complete(with: .success(Data(count: 7)))
        for _ in 0..<20 { await Task.yield() }
        #expect(car.object == nil)
        driver.select(row: 2, in: "cars")
        #expect(driver.top.snapshot()["photo"]?.state == "none")
    }
}
