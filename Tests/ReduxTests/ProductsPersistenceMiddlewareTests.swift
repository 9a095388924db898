import Domain
import ReduxStore
import TestSupport
import Testing
import Widgets

@testable import Redux

/// The repository is the store's persistence: written after each change of the catalogue; and
/// every user action reaches the reducer, so the action log is what the user did.
@MainActor
@Suite("Redux: Products' persistence and action log")
struct ProductsPersistenceMiddlewareTests {
    let repository = ProductDataStore()
    let log = ActionLog()
    let store: Store<AppState>

    init() {
        store = Store<AppState>(
            reducer: appReducer,
            state: AppState(dependencies: AppDependencies(products: repository)),
            middleware: [productsPersistenceMiddleware(repository: repository), log.middleware])
    }

    func dispatch(_ actions: ProductsAction...) {
        for action in actions { store.dispatch(action) }
    }

    @Test func theActionLogShowsTheUsersActions() {
        dispatch(.addButtonTapped, .idFieldChanged("pen"), .nameFieldChanged("Pen"), .priceFieldChanged("2"), .saveButtonTapped)
        dispatch(.rowDeleted(id: "pen"))
        #expect(
            log.actions == [
                "addButtonTapped", "idFieldChanged(\"pen\")", "nameFieldChanged(\"Pen\")", "priceFieldChanged(\"2\")",
                "saveButtonTapped", "rowDeleted(id: \"pen\")",
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
        dispatch(.rowSelected(id: "mouse"), .nameFieldChanged("Abacus"), .saveButtonTapped)
        #expect(repository.product(id: "mouse")?.name == "Abacus")
        dispatch(.rowDeleted(id: "ipad"))
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

    /// A middleware after it may call `next` later than it returns: the change that action
    /// makes is not lost, but written with the next action the middleware sees.
    @Test func aChangeReducedAfterALaterMiddlewareDeferredNextIsWrittenWithTheNextAction() {
        let repository = ProductDataStore()
        let deferring = DeferringMiddleware()
        let store = Store<AppState>(
            reducer: appReducer,
            state: AppState(dependencies: AppDependencies(products: repository)),
            middleware: [productsPersistenceMiddleware(repository: repository), deferring.middleware])
        store.dispatch(ProductsAction.rowDeleted(id: "ipad"))
        #expect(store.state.products.products.count == 5, "held by the later middleware")
        deferring.runHeld()
        #expect(store.state.products.products.count == 4)
        store.dispatch(ProductsAction.rowDeleted(id: "mouse"))
        deferring.runHeld()
        store.dispatch(ProductsAction.addButtonTapped)
        deferring.runHeld()
        #expect(repository.products.map(\.id) == ["iphone", "keyboard", "macbook"])
        #expect(Array(repository.products) == store.state.products.products)
    }

    /// The repository is the middleware's alone; a write it refuses (here, something else
    /// deleted the product first) is a programming error, not hidden.
    @Test func aRefusedWriteIsAnAssertionFailure() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let repository = ProductDataStore()
                let store = Store<AppState>(
                    reducer: appReducer,
                    state: AppState(dependencies: AppDependencies(products: repository)),
                    middleware: [productsPersistenceMiddleware(repository: repository)])
                store.dispatch(ProductsAction.addButtonTapped)
                try? repository.delete(id: "ipad")
                store.dispatch(ProductsAction.rowDeleted(id: "ipad"))
            }
        }
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

/// A middleware that holds each action's `next` until the test runs it, as a middleware that
/// waits (a confirmation, a task) before it passes an action on.
@MainActor
final class DeferringMiddleware {
    private var held: [() -> Void] = []

    var middleware: Middleware<AppState> {
        { _, _ in
            { next in
                { [self] action in held.append { next(action) } }
            }
        }
    }

    /// Passes every held action on, in order.
    func runHeld() {
        let actions = held
        held.removeAll()
        for action in actions { action() }
    }
}
