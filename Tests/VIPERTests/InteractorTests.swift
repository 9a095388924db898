import Domain
import Foundation
import TestSupport
import Testing

@testable import VIPER

/// The interactors with fake repositories and services (a fresh in-memory product store, an
/// image loader and a summary service the test answers by hand) and a mock output.
@MainActor
@Suite("VIPER: interactors with fake repositories and services")
struct InteractorTests {
    final class Output:
        WelcomeInteractorOutput, LoginInteractorOutput, HomeInteractorOutput, ProductsInteractorOutput,
        ProductInteractorOutput, CarsInteractorOutput, CarInteractorOutput, SummaryInteractorOutput
    {
        var calls: [String] = []
        func userDidChange(_ user: User) { calls.append("user \(user.name) \(user.isLogin)") }
        func didSignIn(_ user: User) { calls.append("signedIn \(user.name)") }
        func didFailToSignIn(_ error: SignInError) { calls.append("error \(error.message)") }
        func didSignOut(_ user: User) { calls.append("signedOut \(user.name) \(user.isLogin)") }
        func productsDidChange(_ change: ProductListChange) { calls.append("\(change)") }
        func didValidate(_ product: Product) { calls.append("valid \(product.id) \(product.name) \(product.priceText)") }
        func didFailValidation(_ error: ProductValidationError) { calls.append("error \(error.message)") }
        func didUpdateCar(at row: Int) { calls.append("car \(row)") }
        func didRename(_ car: Car) { calls.append("renamed \(car.displayTitle)") }
        func didChangePower(_ car: Car) { calls.append("power \(car.kilowatts)") }
        func didFindNoPhoto() { calls.append("no photo") }
        func didStartLoadingPhoto() { calls.append("photo loading") }
        func didLoadPhoto(_ data: Data) { calls.append("photo \(data.count)") }
        func didFailToLoadPhoto() { calls.append("photo failed") }
        func didFetchSummary(_ summary: Summary) { calls.append("summary \(summary.countries.count)") }
        func didFailToFetchSummary(_ error: SummaryError) { calls.append("error \(error.message)") }
    }

    let output = Output()

    // MARK: - Welcome

    @Test func welcomeReplacesTheUserAndSaysSo() {
        let interactor = WelcomeInteractor(user: .demo)
        interactor.output = output
        interactor.replaceUser(with: User(name: "Ann", about: "Admin", isLogin: true))
        #expect(interactor.user.name == "Ann")
        #expect(output.calls == ["user Ann true"])
    }

    @Test func loginSignsInByTheDomainsRule() {
        let interactor = LoginInteractor(user: .demo)
        interactor.output = output
        #expect(!interactor.canSignIn(as: "  "))
        #expect(interactor.canSignIn(as: "Ann"))
        interactor.signIn(as: "  ")
        interactor.signIn(as: "  Ann ")
        #expect(output.calls == ["error \(SignInError.emptyName.message)", "signedIn Ann"])
    }

    @Test func homeSignsOutTheUserItWasGiven() {
        let interactor = HomeInteractor(user: User(name: "Ann", about: "Admin", isLogin: true))
        interactor.output = output
        interactor.signOut()
        #expect(output.calls == ["signedOut Ann false"])
    }

    // MARK: - Products

    func productsInteractor() -> (ProductsInteractor, ProductDataStore) {
        let store = ProductDataStore(products: [
            Product(id: "a", name: "Apple", price: 1), Product(id: "c", name: "Cherry", price: 3),
        ])
        let interactor = ProductsInteractor(store: store)
        interactor.output = output
        return (interactor, store)
    }

    @Test func savingANewProductAddsItAndReportsTheRowItWentTo() {
        let (interactor, store) = productsInteractor()
        interactor.saveProduct(Product(id: "b", name: "Banana", price: 2), in: .new)
        #expect(store.products.map(\.id) == ["a", "b", "c"])
        #expect(output.calls == ["inserted(row: 1)"])
    }

    @Test func savingAnExistingProductReplacesItAndReportsARedrawOrAMove() {
        let (interactor, store) = productsInteractor()
        let apple = Product(id: "a", name: "Apple", price: 1)
        interactor.saveProduct(Product(id: "a", name: "Apple", price: 9), in: .edit(apple))
        interactor.saveProduct(Product(id: "a", name: "Damson", price: 9), in: .edit(apple))
        #expect(store.products.map(\.id) == ["c", "a"])
        #expect(output.calls == ["reloaded(row: 0)", "moved(from: 0, to: 1)"])
    }

    @Test func deletingARowRemovesItsProductAndOutOfRangeRowsDoNothing() {
        let (interactor, store) = productsInteractor()
        interactor.deleteProduct(at: 5)
        interactor.deleteProduct(at: 0)
        #expect(store.products.map(\.id) == ["c"])
        #expect(output.calls == ["removed(row: 0)"])
    }

    @Test func theEditorValidatesANewProductAgainstTheRepository() {
        let store = ProductDataStore(products: [Product(id: "a", name: "Apple", price: 1)])
        let interactor = ProductInteractor(mode: .new, store: store)
        interactor.output = output
        interactor.validate(id: " a ", name: "Avocado", price: "1")
        interactor.validate(id: " b ", name: " Banana ", price: "2.5")
        #expect(output.calls == ["error ID already exists", "valid b Banana 2.50"])
        #expect(store.products.count == 1)
    }

    @Test func theEditorLetsAnEditedProductKeepItsID() {
        let product = Product(id: "a", name: "Apple", price: 1)
        let interactor = ProductInteractor(mode: .edit(product), store: ProductDataStore(products: [product]))
        interactor.output = output
        interactor.validate(id: "a", name: "Apricot", price: "4")
        #expect(output.calls == ["valid a Apricot 4.00"])
    }

    // MARK: - Cars

    @Test func carsStoresAnEditOfTheChosenCarInItsRow() throws {
        let interactor = CarsInteractor(cars: Car.demoCatalogue)
        interactor.output = output
        #expect(interactor.selectCar(at: 99) == nil)
        interactor.updateSelectedCar(Car(make: "X", model: "Y", kilowatts: 1))
        var car = try #require(interactor.selectCar(at: 1))
        car.make = "Kia"
        interactor.updateSelectedCar(car)
        #expect(interactor.cars[1].make == "Kia")
        #expect(output.calls == ["car 1"])
    }

    @Test func carTakesOnlyKilowattsTheDomainAccepts() {
        let interactor = CarInteractor(car: Car(make: "BMW", model: "i3", kilowatts: 125), imageLoader: InMemoryImageLoader())
        interactor.output = output
        interactor.changeMake("Mini")
        #expect(!interactor.canChangeKilowatts(to: "12a"))
        interactor.changeKilowatts("12a")
        interactor.changeKilowatts("-3")
        #expect(interactor.car.kilowatts == -3)
        #expect(output.calls == ["renamed Mini i3", "power -3"])
    }

    @Test func carLoadsItsPhotoThroughTheLoader() async throws {
        let loader = PendingImageLoader()
        let url = try #require(URL(string: "https://photos.test/car.jpg"))
        let interactor = CarInteractor(car: Car(make: "BMW", model: "i3", kilowatts: 125, photoURL: url), imageLoader: loader)
        interactor.output = output
        interactor.loadPhoto()
        #expect(await loader.waitForLoads())
        #expect(output.calls == ["photo loading"])
        loader.complete(with: .success(Data([1, 2])))
        await interactor.photoLoad?.value
        #expect(output.calls == ["photo loading", "photo 2"])
    }

    // MARK: - Summary

    @Test func summaryFetchesOnceAtATimeAndReportsTheAnswer() async throws {
        let service = ControlledSummaryService()
        let interactor = SummaryInteractor(summaryService: service)
        interactor.output = output
        interactor.fetchSummary()
        let task = try #require(interactor.fetchTask)
        interactor.fetchSummary()
        #expect(interactor.isFetching)
        await service.nextRequest()
        service.respond(with: .failure(.unreachable))
        await task.value
        #expect(!interactor.isFetching)
        #expect(service.fetchCount == 1)
        #expect(output.calls == ["error \(SummaryError.unreachable.message)"])
    }
}
