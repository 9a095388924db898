import Domain
import ReduxStore
import Testing

@testable import Redux

/// `AppState` shares its slices between copies (copy-on-write storage): it must still behave as
/// a value, so that a reducer never changes the state it was given and the store's old state
/// stays what subscribers compare with.
@MainActor
@Suite("Redux: AppState is a value")
struct AppStateTests {
    @Test func writingASliceOfACopyLeavesTheOriginalAsItWas() {
        let original = AppState(dependencies: AppDependencies())
        var copy = original
        #expect(copy == original)
        copy.welcome.login.name = "Ann"
        copy.products.editor = ProductEditorState(mode: .new)
        #expect(original.welcome.login.name == "")
        #expect(original.products.editor == nil)
        #expect(copy.welcome.login.name == "Ann")
        #expect(copy.products.editor == ProductEditorState(mode: .new))
        #expect(copy != original)
        // The untouched slices are still equal.
        #expect(copy.cars == original.cars && copy.summary == original.summary)
    }

    @Test func theReducerLeavesTheStateItWasGivenAsItWas() {
        let state = AppState(dependencies: AppDependencies())
        let opened = appReducer(action: ProductsAction.rowSelected(row: 0), state: state)
        #expect(state.products.editor == nil)
        #expect(opened.products.editor?.mode == .edit(state.products.products[0]))
        let typed = appReducer(action: ProductsAction.nameFieldChanged("Pen"), state: opened)
        #expect(opened.products.editor?.name == state.products.products[0].name)
        #expect(typed.products.editor?.name == "Pen")
    }

    /// A debugger and the trace see the slices, not the box: the reduce probe names the slice an
    /// action changed from the state's mirror (`changed \.products`).
    @Test func itsMirrorShowsTheSlices() {
        let state = AppState(dependencies: AppDependencies())
        let opened = appReducer(action: ProductsAction.rowSelected(row: 0), state: state)
        let labels = Mirror(reflecting: opened).children.map(\.label)
        #expect(labels == ["welcome", "products", "cars", "summary"])
        let changed = zip(Mirror(reflecting: state).children, Mirror(reflecting: opened).children)
            .filter { String(describing: $0.value) != String(describing: $1.value) }.map(\.0.label)
        #expect(changed == ["products"])
    }

    @Test func statesBuiltApartAreEqualWhenEverySliceIs() {
        let first = AppState(dependencies: AppDependencies())
        var second = first
        second.welcome.login.name = "Ann"
        second.welcome.login.name = ""
        // `second` has its own storage now, with the same slices.
        #expect(second == first)
        second.summary.isLoading = true
        #expect(second != first)
    }
}
