import Domain
import ReduxStore
import Testing

@testable import Redux

/// The app state is one plain value and the root reducer a pure function of it.
@MainActor
@Suite("Redux: AppState is a plain value, reduced purely")
struct AppStateTests {
    let start = AppState(dependencies: AppDependencies())

    @Test func theStateAtLaunchIsWhatTheAppPersisted() {
        let repository = ProductDataStore(products: [
            Product(id: "b", name: "B", price: 2), Product(id: "a", name: "A", price: 1),
        ])
        let state = AppState(dependencies: AppDependencies(products: repository))
        #expect(state.products.products == Array(repository.products))
        #expect(state.products.products.map(\.id) == ["a", "b"])
        #expect(state.products.editor == nil && state.cars.openRow == nil && !state.summary.isLoading)
    }

    /// Same state and action give the same state, and the state given is left as it was.
    @Test func theReducerIsPure() {
        let actions: [any Action] = [
            ProductsAction.rowSelected(id: "ipad"), ProductsAction.rowDeleted(id: "iphone"), ProductsAction.addButtonTapped,
            WelcomeAction.nameFieldChanged("Ann"), CarsAction.rowSelected(row: 0), SummaryAction.loadButtonTapped,
        ]
        for action in actions {
            let before = start
            let first = appReducer(action: action, state: start)
            let second = appReducer(action: action, state: start)
            #expect(first == second, "\(action)")
            #expect(start == before, "\(action)")
            #expect(first != start, "\(action) changes the state")
        }
    }

    @Test func aSaveIsPureToo() {
        var state = start
        for action: ProductsAction in [
            .addButtonTapped, .idFieldChanged("pen"), .nameFieldChanged("Pen"), .priceFieldChanged("2"),
        ] {
            state = appReducer(action: action, state: state)
        }
        let open = state
        let saved = appReducer(action: ProductsAction.saveButtonTapped, state: state)
        #expect(appReducer(action: ProductsAction.saveButtonTapped, state: open) == saved)
        #expect(open.products.editor != nil && open.products.products.count == 5)
        #expect(saved.products.editor == nil && saved.products.products.count == 6)
    }

    /// A debugger and the trace read the sub-states from the state's mirror, as a plain
    /// struct's stored properties (the reduce probe names the sub-state an action changed).
    @Test func itsMirrorShowsTheSubStates() {
        let opened = appReducer(action: ProductsAction.rowSelected(id: "ipad"), state: start)
        let labels = Mirror(reflecting: opened).children.map(\.label)
        #expect(labels == ["welcome", "products", "cars", "summary"])
        let changed = zip(Mirror(reflecting: start).children, Mirror(reflecting: opened).children)
            .filter { String(describing: $0.value) != String(describing: $1.value) }.map(\.0.label)
        #expect(changed == ["products"])
    }
}
