import Domain
import ReduxStore
import Widgets

/// New Product and Edit Product (seed 004's `ProductDetailsViewController`): dispatches every
/// edit and the tap of Save; renders the form's error from the store, and leaves once the form
/// is closed (saved).
///
/// A ReSwift `StoreSubscriber` view controller (ReSwift's `Docs/Getting Started Guide.md`,
/// "Example With Filtered Subscriptions"): it selects ``ProductEditorScreenState`` (the form
/// closed, and its error) and writes its widgets from each new one. The fields are the user's:
/// the screen fills them once from the state and never writes them back, so typing is not
/// echoed.
final class ProductViewController: Screen, StoreSubscriber {
    private let store: Store<AppState>

    let idField = TextField(id: "id")
    let nameField = TextField(id: "name")
    let priceField = TextField(id: "price")
    let saveButton = Button(id: "save", title: "Save")
    let errorLabel = Label(id: "error", isHidden: true)

    init(store: Store<AppState>) {
        self.store = store
        let title =
            switch store.state.products.editor?.mode {
            case .new?: "New Product"
            case .edit?: "Edit Product"
            case nil: ""
            }
        super.init(title: title)
    }

    override func viewDidLoad() {
        add(idField, nameField, priceField, saveButton, errorLabel)
        // New Product's fields start as the widgets do (empty, the id editable): nothing to write.
        // Edit Product's id is fixed.
        if let form = store.state.products.editor, form.mode.product != nil {
            idField.text = form.id
            idField.isEnabled = false
            nameField.text = form.name
            priceField.text = form.price
        }
        idField.addAction { [weak self] in
            guard let self else { return }
            store.dispatch(ProductsAction.idFieldChanged(idField.text))
        }
        nameField.addAction { [weak self] in
            guard let self else { return }
            store.dispatch(ProductsAction.nameFieldChanged(nameField.text))
        }
        priceField.addAction { [weak self] in
            guard let self else { return }
            store.dispatch(ProductsAction.priceFieldChanged(priceField.text))
        }
        saveButton.addAction { [weak self] in self?.store.dispatch(ProductsAction.saveButtonTapped) }
    }

    override func viewWillAppear() {
        store.subscribe(self) { $0.select(ProductEditorScreenState.init) }
    }

    override func viewWillDisappear() {
        store.unsubscribe(self)
    }

    override func viewDidDisappear() {
        // Popped by the user, not covered (nothing is pushed over the editor), and the form still
        // open in the state (a save closes it): close it in the state.
        if navigationController == nil, store.state.products.editor != nil {
            store.dispatch(ProductsAction.productScreenClosed)
        }
    }

    func newState(state: ProductEditorScreenState) {
        guard !state.isFormClosed else {
            navigationController?.popScreen()
            return
        }
        errorLabel.text = state.error?.errorText
        errorLabel.isHidden = state.error == nil
    }
}
