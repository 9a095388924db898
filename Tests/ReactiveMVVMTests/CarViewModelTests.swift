import Domain
import Foundation
import Reactive
import TestSupport
import Testing

@testable import ReactiveMVVM

/// Reactive MVVM's Cars, tested at the view models with no widgets: send texts into the field
/// subjects and actions into `action`, and record what the output subjects publish.
@MainActor
@Suite("Reactive MVVM: Cars' view models")
struct CarViewModelTests {
    let photoURL = URL(string: "https://photos.test/car.jpg")!
    var car: Car { Car(make: "BMW", model: "i3", kilowatts: 125, photoURL: photoURL) }

    func makeViewModel(imageLoader: any ImageLoading = InMemoryImageLoader()) -> CarViewModel {
        CarViewModel(car: CurrentValueSubject(car), imageLoader: imageLoader)
    }

    @Test func theFieldsStartFromTheCar() {
        let viewModel = makeViewModel()
        #expect(viewModel.makeText.value == "BMW")
        #expect(viewModel.modelText.value == "i3")
        #expect(viewModel.kilowattsText.value == "125")
        #expect(viewModel.titleText.value == "BMW i3")
        #expect(viewModel.horsepowerText.value == "168 HP")
        #expect(viewModel.photo.value == .none)
    }

    @Test func theTitleFollowsMakeAndModelAndNothingElse() {
        let viewModel = makeViewModel()
        var titles: [String] = []
        var horsepower: [String] = []
        var subscriptions = Set<AnyCancellable>()
        viewModel.titleText.sink { titles.append($0) }.store(in: &subscriptions)
        viewModel.horsepowerText.sink { horsepower.append($0) }.store(in: &subscriptions)
        viewModel.makeText.send("Mini")
        viewModel.modelText.send(" Cooper SE ")
        viewModel.modelText.send("Cooper SE")  // same title: not sent again
        viewModel.makeText.send("")
        #expect(titles == ["BMW i3", "Mini i3", "Mini Cooper SE", "Cooper SE"])
        #expect(horsepower == ["168 HP"], "a make or model edit does not resend the horsepower")
        #expect(viewModel.car.value == Car(make: "", model: "Cooper SE", kilowatts: 125, photoURL: photoURL))
    }

    @Test func theHorsepowerFollowsKilowattsAndAnEmptyFieldStaysEmpty() {
        let viewModel = makeViewModel()
        var titles: [String] = []
        var horsepower: [String] = []
        var subscriptions = Set<AnyCancellable>()
        viewModel.titleText.sink { titles.append($0) }.store(in: &subscriptions)
        viewModel.horsepowerText.sink { horsepower.append($0) }.store(in: &subscriptions)
        viewModel.kilowattsText.send("135")
        viewModel.kilowattsText.send("")
        viewModel.kilowattsText.send("-5")  // 0 HP again: not sent again
        viewModel.kilowattsText.send("007")
        #expect(horsepower == ["168 HP", "181 HP", "0 HP", "9 HP"])
        #expect(titles == ["BMW i3"], "a kilowatts edit does not resend the title")
        #expect(viewModel.car.value.kilowatts == 7)
        #expect(viewModel.kilowattsText.value == "007", "the field keeps the text as typed")
    }

    @Test(arguments: ["12a", "+3", " 12", "1e3", "-", "１２", "9223372036854775808"])
    func aRejectedKilowattsTextChangesNothing(text: String) {
        let viewModel = makeViewModel()
        var cars: [Car] = []
        var horsepower: [String] = []
        var subscriptions = Set<AnyCancellable>()
        viewModel.car.sink { cars.append($0) }.store(in: &subscriptions)
        viewModel.horsepowerText.sink { horsepower.append($0) }.store(in: &subscriptions)
        #expect(!viewModel.kilowattsFieldShouldChange(to: text), "the field refuses it")
        viewModel.kilowattsText.send(text)  // even if a view let it through
        #expect(cars == [car])
        #expect(horsepower == ["168 HP"])
        #expect(viewModel.kilowattsFieldShouldChange(to: ""))
        #expect(viewModel.kilowattsFieldShouldChange(to: "-12"))
    }

    @Test func anEditWritesTheSharedCarOnceAndOpeningWritesNothing() {
        let shared = CurrentValueSubject<Car, Never>(car)
        var cars: [Car] = []
        let recording = shared.sink { cars.append($0) }
        let viewModel = CarViewModel(car: shared, imageLoader: InMemoryImageLoader())
        #expect(cars == [car], "opening the car does not write it back")
        viewModel.modelText.send("i3s")
        viewModel.makeText.send("BMW")  // unchanged: not written
        #expect(cars.map(\.displayTitle) == ["BMW i3", "BMW i3s"])
        _ = recording
    }

    @Test func theListsRowFollowsAnEditAndAReopenedCarShowsItsDigits() throws {
        let list = CarsViewModel(cars: Car.demoCatalogue, imageLoader: InMemoryImageLoader.demo)
        var routes: [CarsViewModel.Route] = []
        var rows: [[CarsViewModel.Row]] = []
        var subscriptions = Set<AnyCancellable>()
        list.route.sink { routes.append($0) }.store(in: &subscriptions)
        list.rows.sink { rows.append($0) }.store(in: &subscriptions)
        var changedRows: [Int] = []
        list.rowChanged.sink { changedRows.append($0) }.store(in: &subscriptions)
        list.action.send(.carSelected(row: 4))
        list.action.send(.carSelected(row: -1))
        #expect(routes.isEmpty, "a row out of range opens nothing")

        list.action.send(.carSelected(row: 3))
        guard case .car(let zoe) = try #require(routes.last) else { return }
        zoe.modelText.send("")
        zoe.kilowattsText.send("007")
        zoe.kilowattsText.send("007x")  // rejected: no new rows
        #expect(rows.count == 3, "one rows value per accepted edit")
        #expect(changedRows == [3, 3], "each accepted edit names the one row it changed")
        #expect(list.rows.value[3] == CarsViewModel.Row(title: "Renault", detail: "9 HP"))
        #expect(list.rows.value[0] == CarsViewModel.Row(title: "BMW i3", detail: "168 HP"))

        list.action.send(.carSelected(row: 3))
        guard case .car(let reopened) = try #require(routes.last) else { return }
        #expect(reopened.kilowattsText.value == "7")
        #expect(reopened.titleText.value == "Renault")
    }

    @Test func thePhotoGoesFromLoadingToLoaded() async {
        let loader = PendingImageLoader()
        let viewModel = makeViewModel(imageLoader: loader)
        var photos: [CarViewModel.Photo] = []
        let recording = viewModel.photo.sink { photos.append($0) }
        viewModel.action.send(.viewDidLoad)
        #expect(await loader.waitForLoads())
        #expect(photos == [.none, .loading])
        loader.complete(with: .success(Data(count: 9)))
        await viewModel.photoLoad?.value
        #expect(photos == [.none, .loading, .loaded(Data(count: 9))])
        _ = recording
    }

    @Test func aFailedLoadFailsAndACarWithoutAPhotoLoadsNothing() async {
        let loader = PendingImageLoader()
        let failing = makeViewModel(imageLoader: loader)
        failing.action.send(.viewDidLoad)
        #expect(await loader.waitForLoads())
        loader.complete(with: .failure(ImageLoadingError.notFound(photoURL)))
        await failing.photoLoad?.value
        #expect(failing.photo.value == .failed)

        let leaf = CarViewModel(
            car: CurrentValueSubject(Car(make: "Nissan", model: "Leaf", kilowatts: 110)), imageLoader: loader)
        leaf.action.send(.viewDidLoad)
        #expect(leaf.photo.value == .none)
        #expect(leaf.photoLoad == nil)
        #expect(loader.pendingCount == 0)
    }

    @Test func theViewModelIsFreedWithItsSubscriptionsEvenMidLoad() async {
        let loader = PendingImageLoader()
        let shared = CurrentValueSubject<Car, Never>(car)
        var viewModel: CarViewModel? = CarViewModel(car: shared, imageLoader: loader)
        viewModel?.action.send(.viewDidLoad)
        let load = viewModel?.photoLoad
        #expect(await loader.waitForLoads())
        weak let watched = viewModel
        weak let title = viewModel?.titleText
        weak let make = viewModel?.makeText
        weak let photo = viewModel?.photo
        viewModel = nil
        #expect(watched == nil)
        #expect(title == nil, "the car's subscription that fed the title is gone")
        #expect(make == nil)
        #expect(photo == nil)
        #expect(load?.isCancelled == true, "the load is cancelled with the subscriptions")
        loader.complete(with: .success(Data(count: 9)))
        await load?.value  // the late answer goes nowhere
        shared.send(Car(make: "Mini", model: "", kilowatts: 1))  // nobody left to tell
    }

    @Test func theListIsFreedWithItsSubscriptions() throws {
        var list: CarsViewModel? = CarsViewModel(cars: Car.demoCatalogue, imageLoader: InMemoryImageLoader.demo)
        var opened: CarViewModel?
        let routing = list?.route.sink { if case .car(let car) = $0 { opened = car } }
        list?.action.send(.carSelected(row: 0))
        weak let watched = list
        weak let rows = list?.rows
        list = nil
        #expect(watched == nil)
        #expect(rows == nil)
        try #require(opened).makeText.send("Mini")  // the open car outlives the list; no crash
        _ = routing
    }
}
