import Domain
import ReduxStore
import TestSupport
import Testing
import Widgets

@testable import Redux

/// The repository is the store's persistence: written after each change of the catalogue, and
/// every user action reaches the reducer, so the action log is what the user did.
@MainActor
@Suite("Redux: Products' persistence and action log")
struct ProductsPersistenceMiddlewareTests {
    let repository = ProductDataStore()
    /// The actions the reducer was given, in order.
    let log = ActionLog()
    let store: Store<AppState>

    /// The reducer's actions, recorded as the app's store reduces them.
    final class ActionLog {
        var actions: [String] = []
    }

    init() {
        store = Store<AppState>(
            reducer: { [log] action, state in
                log.actions.append("\(action)")
                return appReducer(action: action, state: state)
            },
            state: AppState(dependencies: AppDependencies(products: repository)),
            middleware: [productsPersistenceMiddleware(repository: repository)])
    }

    func dispatch(_ actions: ProductsAction...) {
        for action in actions { store.dispatch(action) }
    }

    @Test func theActionLogShowsTheUsersActions() {
        dispatch(.addButtonTapped, .idFieldChanged("pen"), .nameFieldChanged("Pen"), .priceFieldChanged("2"), .saveButtonTapped)
        dispatch(.rowDeleted(row: 0))
        #expect(
            log.actions == [
                "addButtonTapped", "idFieldChanged(\"pen\")", "nameFieldChanged(\"Pen\")", "priceFieldChanged(\"2\")",
                "saveButtonTapped", "rowDeleted(row: 0)",
            ])
    }

    @Test func aSaveIsWrittenToTheRepositoryAfterTheStateChanged() {
        dispatch(.addButtonTapped, .idFieldChanged(" ecole "), .nameFieldChanged("école "), .priceFieldChanged("1"))
        #expect(repository.products.count == 5, "the form's edits change no product")
        dispatch(.saveButtonTapped)
        #expect(repository.product(id: "ecole") == Product(id: "ecole", name: "école", price: 1))
        #expect(Array(repository.products) == store.state.products.products)
    }

    @Test func anEditAndADeleteAreWrittenToo() {
        dispatch(.rowSelected(row: 4), .nameFieldChanged("Abacus"), .saveButtonTapped)
        #expect(repository.product(id: "mouse")?.name == "Abacus")
        dispatch(.rowDeleted(row: 1))
        #expect(repository.product(id: "ipad") == nil)
        #expect(Array(repository.products) == store.state.products.products)
        #expect(repository.products.map(\.name) == ["Abacus", "iPhone", "Keyboard", "MacBook"])
    }

    @Test func aRefusedSaveWritesNothing() {
        dispatch(.addButtonTapped, .idFieldChanged("ipad"), .nameFieldChanged("X"), .saveButtonTapped)
        #expect(store.state.products.editor?.error == .idAlreadyExists)
        #expect(repository.product(id: "ipad")?.name == "iPad")
        #expect(repository.products.count == 5)
    }

    /// Through the screens: the table is the state's catalogue, swipe-delete included.
    @Test func theTableShowsTheCatalogueAfterASaveAndASwipe() {
        let repository = ProductDataStore()
        let driver = ScreenDriver(ReduxApp.makeApp(feature: .products, dependencies: AppDependencies(products: repository)))
        driver.tap("add")
        driver.type("pen", into: "id")
        driver.type("Pen", into: "name")
        driver.type("2", into: "price")
        driver.tap("save")
        #expect(driver.stack == ["Products"])
        #expect(driver.rows("products").map(\.title) == ["iPad", "iPhone", "Keyboard", "MacBook", "Mouse", "Pen"])
        driver.delete(row: 0, in: "products")
        #expect(driver.rows("products").map(\.title) == ["iPhone", "Keyboard", "MacBook", "Mouse", "Pen"])
        #expect(repository.products.map(\.name) == ["iPhone", "Keyboard", "MacBook", "Mouse", "Pen"])
    }
}
