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
        func didFailToSignIn(_ error: SignInError) { calls.append("error \(error)") }
        func didSignOut(_ user: User) { calls.append("signedOut \(user.name) \(user.isLogin)") }
        func productsDidChange(_ products: ProductList) { calls.append("products \(products.map(\.id))") }
        func didValidate(_ product: Product) { calls.append("valid \(product.id) \(product.name) \(product.priceText)") }
        func didFailValidation(_ error: ProductValidationError) { calls.append("error \(error)") }
        func carsDidChange(_ cars: [Car]) { calls.append("cars \(cars.map(\.make))") }
        func carDidChange(_ car: Car) { calls.append("car \(car.make) \(car.model) \(car.kilowatts)") }
        func photoDidChange(_ photo: CarPhoto) { calls.append("photo \(photo)") }
        func didFetchSummary(_ summary: Summary) { calls.append("summary \(summary.countries.count)") }
        func didFailToFetchSummary(_ error: SummaryError) { calls.append("error \(error)") }
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
        #expect(output.calls == ["error emptyName", "signedIn Ann"])
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

    @Test func savingANewProductAddsItAndReportsTheList() {
        let (interactor, store) = productsInteractor()
        interactor.saveProduct(Product(id: "b", name: "Banana", price: 2), in: .new)
        #expect(store.products.map(\.id) == ["a", "b", "c"])
        #expect(output.calls == [#"products ["a", "b", "c"]"#])
    }

    @Test func savingAnExistingProductReplacesItAndReportsTheListInItsNewOrder() {
        let (interactor, store) = productsInteractor()
        let apple = Product(id: "a", name: "Apple", price: 1)
        interactor.saveProduct(Product(id: "a", name: "Apple", price: 9), in: .edit(apple))
        interactor.saveProduct(Product(id: "a", name: "Damson", price: 9), in: .edit(apple))
        #expect(store.product(id: "a") == Product(id: "a", name: "Damson", price: 9))
        #expect(output.calls == [#"products ["a", "c"]"#, #"products ["c", "a"]"#])
    }

    @Test func aWriteTheRepositoryRefusesChangesNothingAndReportsTheListAsItIs() {
        let (interactor, store) = productsInteractor()
        interactor.saveProduct(Product(id: "a", name: "Avocado", price: 5), in: .new)
        interactor.saveProduct(Product(id: "z", name: "Zucchini", price: 5), in: .edit(Product(id: "z", name: "Z", price: 1)))
        interactor.deleteProduct(id: "z")
        #expect(store.products.map(\.name) == ["Apple", "Cherry"])
        #expect(output.calls == Array(repeating: #"products ["a", "c"]"#, count: 3))
    }

    @Test func deletingAProductRemovesItAndReportsTheList() {
        let (interactor, store) = productsInteractor()
        interactor.deleteProduct(id: "a")
        #expect(store.products.map(\.id) == ["c"])
        #expect(output.calls == [#"products ["c"]"#])
    }

    @Test func theEditorValidatesANewProductAgainstTheRepository() {
        let store = ProductDataStore(products: [Product(id: "a", name: "Apple", price: 1)])
        let interactor = ProductInteractor(mode: .new, store: store)
        interactor.output = output
        interactor.validate(id: " a ", name: "Avocado", price: "1")
        interactor.validate(id: " b ", name: " Banana ", price: "2.5")
        #expect(output.calls == ["error idAlreadyExists", "valid b Banana 2.50"])
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
        #expect(output.calls == [#"cars ["BMW", "Kia", "Nissan", "Renault"]"#])
    }

    @Test func carTakesOnlyKilowattsTheDomainAccepts() {
        let interactor = CarInteractor(car: Car(make: "BMW", model: "i3", kilowatts: 125), imageLoader: InMemoryImageLoader())
        interactor.output = output
        interactor.changeMake("Mini")
        #expect(!interactor.canChangeKilowatts(to: "12a"))
        interactor.changeKilowatts("12a")
        interactor.changeKilowatts("-3")
        #expect(interactor.car.kilowatts == -3)
        #expect(output.calls == ["car Mini i3 125", "car Mini i3 -3"])
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
        #expect(await turns { output.calls.count == 2 })
        #expect(output.calls == ["photo loading", "photo loaded(byteCount: 2)"])
    }

    @Test func carReportsAFailedLoadAndACarWithoutAPhoto() async throws {
        let loader = PendingImageLoader()
        let url = try #require(URL(string: "https://photos.test/car.jpg"))
        let interactor = CarInteractor(car: Car(make: "BMW", model: "i3", kilowatts: 125, photoURL: url), imageLoader: loader)
        interactor.output = output
        interactor.loadPhoto()
        #expect(await loader.waitForLoads())
        loader.complete(with: .failure(ImageLoadingError.notHTTPResponse))
        #expect(await turns { output.calls.count == 2 })
        let noPhoto = CarInteractor(car: Car(make: "Nissan", model: "Leaf", kilowatts: 110), imageLoader: loader)
        noPhoto.output = output
        noPhoto.loadPhoto()
        #expect(output.calls == ["photo loading", "photo failed", "photo none"])
        #expect(loader.pendingCount == 0)
    }

    // MARK: - Summary

    @Test func summaryReportsTheServicesAnswer() async {
        let service = ControlledSummaryService()
        let interactor = SummaryInteractor(summaryService: service)
        interactor.output = output
        interactor.fetchSummary()
        await service.nextRequest()
        #expect(output.calls.isEmpty)
        service.respond(with: .failure(.serverError(statusCode: 503)))
        #expect(await turns { output.calls.count == 1 })
        interactor.fetchSummary()
        await service.nextRequest()
        service.respond(with: .success(.sample()))
        #expect(await turns { output.calls.count == 2 })
        #expect(service.fetchCount == 2)
        #expect(output.calls == ["error serverError(statusCode: 503)", "summary 2"])
    }

    @Test func aSummaryInteractorThatIsGoneIsFreedAndItsAnswerDropped() async {
        let service = ControlledSummaryService()
        var interactor: SummaryInteractor? = SummaryInteractor(summaryService: service)
        interactor?.output = output
        interactor?.fetchSummary()
        await service.nextRequest()
        weak let watched = interactor
        interactor = nil
        #expect(watched == nil, "the request in flight does not keep the interactor alive")
        service.respond(with: .success(.sample()))
        #expect(!(await turns { !output.calls.isEmpty }))
    }
}
