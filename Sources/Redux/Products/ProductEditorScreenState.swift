import Domain

/// What the New Product / Edit Product screen renders, selected from the app state: whether the
/// form is closed (the screen then leaves), and the rule the last save broke.
///
/// A sub-state "derived from the app state", as ReSwift's README ("Create a subscription of
/// several substates combined") builds `MySubState` with an `init(state:)` and subscribes with
/// `$0.select(MySubState.init)`: the screen renders only when what it shows changed; that is
/// what `select` on an `Equatable` sub-state gives.
struct ProductEditorScreenState: Equatable {
    var isFormClosed: Bool
    var error: ProductValidationError?

    /// The editor screen's selection of `state`.
    init(state: AppState) {
        isFormClosed = state.products.editor == nil
        error = state.products.editor?.error
    }
}
