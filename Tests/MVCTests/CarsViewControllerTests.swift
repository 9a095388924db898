import Domain
import Foundation
import TestSupport
import Testing
import Widgets

@testable import MVC

/// MVC is tested through its controllers: load one, act on its widgets, check its widgets and
/// what it tells its delegate.
@MainActor
@Suite("MVC: Cars' controllers")
struct CarsViewControllerTests {
    final class CarDelegate: CarViewControllerDelegate {
        var cars: [Car] = []
        func carViewController(_ controller: CarViewController, didChange car: Car) { cars.append(car) }
    }

    let photoURL = URL(string: "https://photos.test/car.jpg")!
    var car: Car { Car(make: "BMW", model: "i3", kilowatts: 125, photoURL: photoURL) }

    func loaded(_ car: Car, imageLoader: any ImageLoading = InMemoryImageLoader()) -> (CarViewController, CarDelegate) {
        let delegate = CarDelegate()
        let controller = CarViewController(car: car, imageLoader: imageLoader)
        controller.delegate = delegate
        controller.loadViewIfNeeded()
        return (controller, delegate)
    }

    @Test func showsTheCar() {
        let (controller, _) = loaded(car)
        #expect(controller.title == "BMW i3")
        #expect(controller.makeField.text == "BMW")
        #expect(controller.modelField.text == "i3")
        #expect(controller.kilowattsField.text == "125")
        #expect(controller.horsepowerLabel.text == "168 HP")
    }

    @Test(arguments: ["12a", "+3", " 12", "1e3", "-", "9223372036854775808"])
    func aRejectedKilowattsEditLeavesEverythingAsItWas(text: String) {
        let (controller, delegate) = loaded(car)
        #expect(!controller.kilowattsField.edit(text: text))
        #expect(controller.kilowattsField.text == "125")
        #expect(controller.horsepowerLabel.text == "168 HP")
        #expect(controller.title == "BMW i3")
        #expect(delegate.cars.isEmpty)
    }

    @Test func anEditUpdatesTitleAndHorsepowerAndTellsTheDelegate() {
        let (controller, delegate) = loaded(car)
        controller.makeField.edit(text: " Mini ")
        #expect(controller.title == "Mini i3")
        controller.kilowattsField.edit(text: "135")
        #expect(controller.horsepowerLabel.text == "181 HP")
        #expect(delegate.cars.map(\.make) == [" Mini ", " Mini "])
        #expect(delegate.cars.last?.kilowatts == 135)
    }

    @Test func emptyKilowattsIsZeroAndTheFieldStaysEmpty() {
        let (controller, delegate) = loaded(car)
        #expect(controller.kilowattsField.edit(text: ""))
        #expect(controller.kilowattsField.text == "")
        #expect(controller.horsepowerLabel.text == "0 HP")
        #expect(delegate.cars.last?.kilowatts == 0)
    }

    @Test func thePhotoLoadsThroughTheLoader() async {
        let loader = PendingImageLoader()
        let (controller, _) = loaded(car, imageLoader: loader)
        #expect(controller.photoView.state == .loading)
        #expect(await loader.waitForLoads())
        loader.complete(with: .success(Data(count: 5)))
        #expect(await yieldUntil { controller.photoView.state != .loading })
        #expect(controller.photoView.state == .loaded(byteCount: 5))
    }

    @Test func aPhotoTheLoaderLacksFails() async {
        let (controller, _) = loaded(car)
        #expect(await yieldUntil { controller.photoView.state != .loading })
        #expect(controller.photoView.state == .failed)
    }

    @Test func aCarWithoutPhotoLoadsNothing() {
        let loader = PendingImageLoader()
        let (controller, _) = loaded(Car(make: "Nissan", model: "Leaf", kilowatts: 110), imageLoader: loader)
        #expect(controller.photoView.state == .none)
        #expect(loader.pendingCount == 0)
    }

    @Test func anEditWhileThePhotoLoadsKeepsItLoading() async {
        let loader = PendingImageLoader()
        let (controller, _) = loaded(car, imageLoader: loader)
        #expect(await loader.waitForLoads())
        controller.modelField.edit(text: "i3s")
        #expect(controller.title == "BMW i3s")
        #expect(controller.photoView.state == .loading)
        loader.complete(with: .failure(ImageLoadingError.badStatus(404)))
        #expect(await yieldUntil { controller.photoView.state != .loading })
        #expect(controller.photoView.state == .failed)
        #expect(controller.title == "BMW i3s")
    }

    @Test func aPoppedCarScreenIsFreedWithItsLoadInFlight() async {
        let loader = PendingImageLoader()
        let app = MVCApp.makeApp(feature: .cars, dependencies: AppDependencies(imageLoader: loader))
        let driver = ScreenDriver(app)
        driver.select(row: 0, in: "cars")
        let screen = Weak(app.topScreen as? CarViewController)
        #expect(await loader.waitForLoads())
        driver.back()
        #expect(screen.object == nil, "the popped controller is freed")
        loader.complete(with: .success(Data(count: 9)))  // the late answer goes nowhere
        #expect(await yieldUntil { loader.pendingCount == 0 })
        #expect(driver.stack == ["Cars"])
    }

    @Test func carsShowsEachCarsTitleAndPowerText() {
        let app = MVCApp.makeApp(feature: .cars, dependencies: AppDependencies())
        let driver = ScreenDriver(app)
        #expect(
            driver.rows("cars") == [
                TableCell(title: "BMW i3", detail: "168 HP"), TableCell(title: "Tesla Model S", detail: "416 HP"),
                TableCell(title: "Nissan Leaf", detail: "148 HP"), TableCell(title: "Renault Zoe", detail: "107 HP"),
            ])
        driver.select(row: 2, in: "cars")
        driver.type("  ", into: "make")
        #expect(driver.stack == ["Cars", "Leaf"], "blank parts are left out of the title")
        driver.type("-3", into: "kilowatts")
        #expect(driver.text("horsepower") == "0 HP")
        driver.back()
        #expect(driver.rows("cars")[2] == TableCell(title: "Leaf", detail: "0 HP"))
        #expect(driver.rows("cars")[1] == TableCell(title: "Tesla Model S", detail: "416 HP"))
    }

    @Test func carsOpensTheSelectedCarAndShowsItsEditsInTheRow() {
        let app = MVCApp.makeApp(feature: .cars, dependencies: AppDependencies())
        let driver = ScreenDriver(app)
        driver.select(row: 1, in: "cars")
        #expect(driver.stack == ["Cars", "Tesla Model S"])
        driver.type("100", into: "kilowatts")
        driver.back()
        #expect(driver.rows("cars")[1] == TableCell(title: "Tesla Model S", detail: "134 HP"))
        #expect(driver.widget("cars", as: TableView.self).selectedRow == nil)
        #expect(!driver.select(row: 4, in: "cars"))
        #expect(driver.stack == ["Cars"])
    }
}
