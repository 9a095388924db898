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
        let texts = [outputs.makeText, outputs.modelText, outputs.kilowattsText].map { TestObserver($0).values }
        #expect(texts == [["BMW"], ["i3"], ["125"]])
        #expect(TestObserver(outputs.titleText).values == ["BMW i3"])
        #expect(TestObserver(outputs.horsepowerText).values == ["168 HP"])
        #expect(TestObserver(outputs.photo).values == [.none])
    }

    @Test func theTitleFollowsMakeAndModelAndNothingElse() {
        let shared = CurrentValueSubject<Car, Never>(car)
        let viewModel = CarViewModel(car: shared, imageLoader: InMemoryImageLoader())
        let (inputs, outputs) = (viewModel.inputs, viewModel.outputs)
        let titles = TestObserver(outputs.titleText)
        let horsepower = TestObserver(outputs.horsepowerText)
        inputs.makeFieldChanged("Mini")
        inputs.modelFieldChanged(" Cooper SE ")
        inputs.modelFieldChanged("Cooper SE")  // same title: not sent again
        inputs.makeFieldChanged("")
        #expect(titles.values == ["BMW i3", "Mini i3", "Mini Cooper SE", "Cooper SE"])
        #expect(horsepower.values == ["168 HP"], "a make or model edit does not resend the horsepower")
        #expect(shared.value == Car(make: "", model: "Cooper SE", kilowatts: 125, photoURL: photoURL))
    }

    @Test func theHorsepowerFollowsKilowattsAndAnEmptyFieldChangesNothing() {
        let shared = CurrentValueSubject<Car, Never>(car)
        let viewModel = CarViewModel(car: shared, imageLoader: InMemoryImageLoader())
        let (inputs, outputs) = (viewModel.inputs, viewModel.outputs)
        let titles = TestObserver(outputs.titleText)
        let horsepower = TestObserver(outputs.horsepowerText)
        inputs.kilowattsFieldChanged("135")
        inputs.kilowattsFieldChanged("")
        inputs.kilowattsFieldChanged("-5")
        inputs.kilowattsFieldChanged("-0")  // 0 HP again: not sent again
        inputs.kilowattsFieldChanged("007")
        #expect(horsepower.values == ["168 HP", "181 HP", "0 HP", "9 HP"])
        #expect(titles.values == ["BMW i3"], "a kilowatts edit does not resend the title")
        #expect(shared.value.kilowatts == 7)
    }

    @Test(arguments: ["12a", "+3", " 12", "1e3", "-", "１２", "9223372036854775808"])
    func aRejectedKilowattsEditLeavesEverythingAsItWas(text: String) {
        let shared = CurrentValueSubject<Car, Never>(car)
        let viewModel = CarViewModel(car: shared, imageLoader: InMemoryImageLoader())
        let cars = TestObserver(shared)
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
        let cars = TestObserver(shared)
        let viewModel = CarViewModel(car: shared, imageLoader: InMemoryImageLoader())
        let texts = TestObserver(viewModel.outputs.modelText)
        #expect(cars.values == [car], "opening the car does not write it back")
        viewModel.inputs.modelFieldChanged("i3s")
        viewModel.inputs.makeFieldChanged("BMW")  // unchanged: not written
        #expect(cars.values.map(\.model) == ["i3", "i3s"])
        #expect(texts.values == ["i3", "i3s"])
    }

    @Test func theListsRowFollowsAnEditAndAReopenedCarShowsItsDigits() throws {
        let list = CarsViewModel(cars: Car.demoCatalogue, imageLoader: InMemoryImageLoader.demo)
        let routes = TestObserver(list.outputs.route)
        let rows = TestObserver(list.outputs.rows)
        #expect(rows.values.count == 1, "the rows once on subscribe")
        list.inputs.rowSelected(at: 4)
        list.inputs.rowSelected(at: -1)
        #expect(routes.values.isEmpty, "a row out of range opens nothing")

        list.inputs.rowSelected(at: 3)
        guard case .car(let zoe) = try #require(routes.values.last) else { return }
        zoe.inputs.modelFieldChanged("")
        zoe.inputs.kilowattsFieldChanged("007")
        zoe.inputs.kilowattsFieldChanged("007x")  // rejected: no new rows
        zoe.inputs.kilowattsFieldChanged("7")  // the same car: no new rows
        #expect(rows.values.count == 3, "one rows value per accepted edit")
        #expect(rows.values.last?[3] == CarRow(row: 3, title: "Renault", detail: "9 HP"))
        #expect(rows.values.last?[0] == CarRow(row: 0, title: "BMW i3", detail: "168 HP"))

        list.inputs.rowSelected(at: 3)
        guard case .car(let reopened) = try #require(routes.values.last) else { return }
        #expect(TestObserver(reopened.outputs.kilowattsText).values == ["7"], "the field opens with the car's kilowatts")
        #expect(TestObserver(reopened.outputs.titleText).values == ["Renault"])
    }

    @Test func rowsWithTheSameTextsAreTwoItems() {
        let twin = Car(make: "BMW", model: "i3", kilowatts: 125)
        let list = CarsViewModel(cars: [twin, twin], imageLoader: InMemoryImageLoader())
        let rows = TestObserver(list.outputs.rows)
        #expect(Set(rows.values.last ?? []).count == 2, "their places tell them apart")
    }

    @Test func thePhotoLoadsThroughTheLoader() async {
        let loader = PendingImageLoader()
        let viewModel = makeViewModel(imageLoader: loader)
        let photos = TestObserver(viewModel.outputs.photo)
        viewModel.inputs.viewDidLoad()
        #expect(await loader.waitForLoads())
        #expect(photos.values == [.none, .loading])
        loader.complete(with: .success(Data(count: 9)))
        await photos.waitForValues(count: 3)
        #expect(photos.values == [.none, .loading, .loaded(byteCount: 9)])
    }

    @Test func aPhotoTheLoaderLacksFailsAndACarWithoutOneLoadsNothing() async {
        let loader = PendingImageLoader()
        let failing = makeViewModel(imageLoader: loader)
        let photos = TestObserver(failing.outputs.photo)
        failing.inputs.viewDidLoad()
        #expect(await loader.waitForLoads())
        loader.complete(with: .failure(ImageLoadingError.notFound(photoURL)))
        await photos.waitForValues(count: 3)
        #expect(photos.values == [.none, .loading, .failed])

        let leaf = CarViewModel(
            car: CurrentValueSubject(Car(make: "Nissan", model: "Leaf", kilowatts: 110)), imageLoader: loader)
        let leafPhotos = TestObserver(leaf.outputs.photo)
        leaf.inputs.viewDidLoad()
        #expect(leafPhotos.values == [.none])
        #expect(loader.pendingCount == 0)
    }

    @Test func theLoadIsCancelledWithTheViewModel() async {
        let loader = PendingImageLoader()
        let (ended, report) = AsyncStream.makeStream(of: Bool.self)
        var viewModel: CarViewModel? = makeViewModel(imageLoader: ReportingImageLoader(base: loader, ended: report))
        var photos: TestObserver<CarPhoto, Never>? = viewModel.map { TestObserver($0.outputs.photo) }
        viewModel?.inputs.viewDidLoad()
        #expect(await loader.waitForLoads())
        weak let watched = viewModel
        viewModel = nil
        #expect(watched == nil, "the load in flight does not keep the view model alive")
        photos = nil  // the screen and its subscriptions go
        loader.complete(with: .success(Data(count: 9)))
        var iterator = ended.makeAsyncIterator()
        #expect(await iterator.next() == true, "freeing the view model cancelled the load's task")
        _ = photos
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

    /// The photo has a current value: a view bound after the load gets where it stands.
    @Test func aLateSubscriberGetsThePhotoAsItStands() async {
        let loader = PendingImageLoader()
        let viewModel = makeViewModel(imageLoader: loader)
        viewModel.inputs.viewDidLoad()
        #expect(await loader.waitForLoads())
        #expect(TestObserver(viewModel.outputs.photo).values == [.loading])
        let watching = TestObserver(viewModel.outputs.photo)
        loader.complete(with: .success(Data(count: 9)))
        await watching.waitForValues(count: 2)
        #expect(TestObserver(viewModel.outputs.photo).values == [.loaded(byteCount: 9)])
    }

    /// The rows are the cars as they are now: a subscriber that comes after an edit gets the
    /// edited rows, once.
    @Test func aLateSubscriberGetsTheCurrentRowsOnce() throws {
        let list = CarsViewModel(cars: Car.demoCatalogue, imageLoader: InMemoryImageLoader.demo)
        let routes = TestObserver(list.outputs.route)
        list.inputs.rowSelected(at: 0)
        guard case .car(let car) = try #require(routes.values.last) else { return }
        car.inputs.modelFieldChanged("i3s")
        let rows = TestObserver(list.outputs.rows)
        #expect(rows.values.count == 1)
        #expect(rows.values.first?[0] == CarRow(row: 0, title: "BMW i3s", detail: "168 HP"))
    }
}

/// Wraps a loader and reports, as each load ends, whether its task was cancelled.
private struct ReportingImageLoader: ImageLoading {
    let base: PendingImageLoader
    let ended: AsyncStream<Bool>.Continuation

    func loadImage(from url: URL) async throws -> Data {
        defer { ended.yield(Task.isCancelled) }
        return try await base.loadImage(from: url)
    }
}
