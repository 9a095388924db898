import Domain
import Foundation
import Reactive
import TestSupport
import Testing

@testable import ReactiveMVVM

/// Reactive MVVM's Cars, tested at the view models with no widgets: call the inputs, and record
/// what the outputs publish (``TestObserver``).
@MainActor
@Suite("Reactive MVVM: Cars' view models")
struct CarsViewModelTests {
    let photoURL = URL(string: "https://photos.test/car.jpg")!
    var car: Car { Car(make: "BMW", model: "i3", kilowatts: 125, photoURL: photoURL) }

    func makeViewModel(imageLoader: any ImageLoading = InMemoryImageLoader()) -> CarViewModel {
        CarViewModel(car: CurrentValueSubject(car), imageLoader: imageLoader)
    }

    @Test func theFieldsStartFromTheCar() {
        let outputs = makeViewModel().outputs
        #expect([outputs.makeText, outputs.modelText, outputs.kilowattsText] == ["BMW", "i3", "125"])
        #expect(TestObserver(outputs.titleText).values == ["BMW i3"])
        #expect(TestObserver(outputs.horsepowerText).values == ["168 HP"])
        #expect(TestObserver(outputs.photo).values == [.none])
    }

    @Test func theTitleFollowsMakeAndModelAndNothingElse() {
        let viewModel = makeViewModel()
        let titles = TestObserver(viewModel.outputs.titleText)
        let horsepower = TestObserver(viewModel.outputs.horsepowerText)
        viewModel.inputs.makeFieldChanged("Mini")
        viewModel.inputs.modelFieldChanged(" Cooper SE ")
        viewModel.inputs.modelFieldChanged("Cooper SE")  // same title: not sent again
        viewModel.inputs.makeFieldChanged("")
        #expect(titles.values == ["BMW i3", "Mini i3", "Mini Cooper SE", "Cooper SE"])
        #expect(horsepower.values == ["168 HP"], "a make or model edit does not resend the horsepower")
        #expect(viewModel.car.value == Car(make: "", model: "Cooper SE", kilowatts: 125, photoURL: photoURL))
    }

    @Test func theHorsepowerFollowsKilowattsAndAnEmptyFieldStaysEmpty() {
        let viewModel = makeViewModel()
        let titles = TestObserver(viewModel.outputs.titleText)
        let horsepower = TestObserver(viewModel.outputs.horsepowerText)
        viewModel.inputs.kilowattsFieldChanged("135")
        viewModel.inputs.kilowattsFieldChanged("")
        viewModel.inputs.kilowattsFieldChanged("-5")  // 0 HP again: not sent again
        viewModel.inputs.kilowattsFieldChanged("007")
        #expect(horsepower.values == ["168 HP", "181 HP", "0 HP", "9 HP"])
        #expect(titles.values == ["BMW i3"], "a kilowatts edit does not resend the title")
        #expect(viewModel.car.value.kilowatts == 7)
    }

    @Test(arguments: ["12a", "+3", " 12", "1e3", "-", "１２", "9223372036854775808"])
    func aRejectedKilowattsEditLeavesEverythingAsItWas(text: String) {
        let viewModel = makeViewModel()
        let cars = TestObserver(viewModel.car)
        let horsepower = TestObserver(viewModel.outputs.horsepowerText)
        #expect(!viewModel.inputs.kilowattsFieldShouldChange(to: text), "the field refuses it")
        viewModel.inputs.kilowattsFieldChanged(text)  // even if a view let it through
        #expect(cars.values == [car])
        #expect(horsepower.values == ["168 HP"])
        #expect(viewModel.inputs.kilowattsFieldShouldChange(to: ""))
        #expect(viewModel.inputs.kilowattsFieldShouldChange(to: "-12"))
    }

    @Test func anEditWritesTheSharedCarOnceAndOpeningWritesNothing() {
        let shared = CurrentValueSubject<Car, Never>(car)
        var cars: [Car] = []
        let recording = shared.sink { cars.append($0) }
        let viewModel = CarViewModel(car: shared, imageLoader: InMemoryImageLoader())
        #expect(cars == [car], "opening the car does not write it back")
        viewModel.inputs.modelFieldChanged("i3s")
        viewModel.inputs.makeFieldChanged("BMW")  // unchanged: not written
        #expect(cars.map(\.model) == ["i3", "i3s"])
        _ = recording
    }

    @Test func theListsRowFollowsAnEditAndAReopenedCarShowsItsDigits() throws {
        let list = CarsViewModel(cars: Car.demoCatalogue, imageLoader: InMemoryImageLoader.demo)
        let routes = TestObserver(list.outputs.route)
        let rows = TestObserver(list.outputs.rows)
        let changedRows = TestObserver(list.outputs.rowChanged)
        list.inputs.rowSelected(at: 4)
        list.inputs.rowSelected(at: -1)
        #expect(routes.values.isEmpty, "a row out of range opens nothing")

        list.inputs.rowSelected(at: 3)
        guard case .car(let zoe) = try #require(routes.values.last) else { return }
        zoe.inputs.modelFieldChanged("")
        zoe.inputs.kilowattsFieldChanged("007")
        zoe.inputs.kilowattsFieldChanged("007x")  // rejected: no new rows
        #expect(rows.values.count == 3, "one rows value per accepted edit")
        #expect(changedRows.values == [3, 3], "each accepted edit names the one row it changed")
        #expect(rows.values.last?[3] == CarRow(title: "Renault", detail: "9 HP"))
        #expect(rows.values.last?[0] == CarRow(title: "BMW i3", detail: "168 HP"))

        list.inputs.rowSelected(at: 3)
        guard case .car(let reopened) = try #require(routes.values.last) else { return }
        #expect(reopened.outputs.kilowattsText == "7", "the field opens with the car's kilowatts")
        #expect(TestObserver(reopened.outputs.titleText).values == ["Renault"])
    }

    @Test func thePhotoLoadsThroughTheLoader() async {
        let loader = PendingImageLoader()
        let viewModel = makeViewModel(imageLoader: loader)
        let photos = TestObserver(viewModel.outputs.photo)
        viewModel.inputs.viewDidLoad()
        #expect(await loader.waitForLoads())
        #expect(photos.values == [.none, .loading])
        loader.complete(with: .success(Data(count: 9)))
        await viewModel.photoLoad?.value
        #expect(photos.values == [.none, .loading, .loaded(byteCount: 9)])
    }

    @Test func aPhotoTheLoaderLacksFailsAndACarWithoutOneLoadsNothing() async {
        let loader = PendingImageLoader()
        let failing = makeViewModel(imageLoader: loader)
        failing.inputs.viewDidLoad()
        #expect(await loader.waitForLoads())
        loader.complete(with: .failure(ImageLoadingError.notFound(photoURL)))
        await failing.photoLoad?.value
        #expect(TestObserver(failing.outputs.photo).values == [.failed])

        let leaf = CarViewModel(
            car: CurrentValueSubject(Car(make: "Nissan", model: "Leaf", kilowatts: 110)), imageLoader: loader)
        leaf.inputs.viewDidLoad()
        #expect(TestObserver(leaf.outputs.photo).values == [.none])
        #expect(leaf.photoLoad == nil)
        #expect(loader.pendingCount == 0)
    }

    @Test func aViewModelFreedWithItsScreenDoesNotOutliveItsLoad() async {
        let loader = PendingImageLoader()
        let shared = CurrentValueSubject<Car, Never>(car)
        var viewModel: CarViewModel? = CarViewModel(car: shared, imageLoader: loader)
        viewModel?.inputs.viewDidLoad()
        let load = viewModel?.photoLoad
        #expect(await loader.waitForLoads())
        weak let watched = viewModel
        viewModel = nil
        #expect(watched == nil)
        #expect(load?.isCancelled == true, "the load is cancelled with the subscriptions")
        loader.complete(with: .success(Data(count: 9)))
        await load?.value  // the late answer goes nowhere
        shared.send(Car(make: "Mini", model: "", kilowatts: 1))  // nobody left to tell
    }

    @Test func theListIsFreedWithItsSubscriptions() throws {
        var list: CarsViewModel? = CarsViewModel(cars: Car.demoCatalogue, imageLoader: InMemoryImageLoader.demo)
        var opened: CarViewModel?
        let routing = list?.outputs.route.sink { if case .car(let car) = $0 { opened = car } }
        list?.inputs.rowSelected(at: 0)
        weak let watched = list
        list = nil
        #expect(watched == nil)
        try #require(opened).inputs.makeFieldChanged("Mini")  // the open car outlives the list; no crash
        _ = routing
    }
}
