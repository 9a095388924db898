import Domain
import ReduxStore
import Widgets

/// New Product and Edit Product (seed 004's `ProductDetailsViewController`): validates with the
/// domain's rules, writes the repository and dispatches add or update, or dispatches the
/// failure, whose message it renders from the store.
final class ProductViewController: Screen, StoreSubscriber {
    private let store: Store<AppState>
    private let repository: ProductDataStore
    /// The product being edited, or `nil` for a new one.
    private let product: Product?

    let idField = TextField(id: "id")
    let nameField = TextField(id: "name")
    let priceField = TextField(id: "price")
    let saveButton = Button(id: "save", title: "Save")
    let errorLabel = Label(id: "error", isHidden: true)

    init(store: Store<AppState>, repository: ProductDataStore, product: Product?) {
        self.store = store
        self.repository = repository
        self.product = product
        super.init(title: product == nil ? "New Product" : "Edit Product")
    }

    override func viewDidLoad() {
        add(idField, nameField, priceField, saveButton, errorLabel)
        saveButton.addAction { [weak self] in self?.saveButtonTapped() }
        if let product {
            idField.text = product.id
            idField.isEnabled = false
            nameField.text = product.name
            priceField.text = product.priceText
        }
    }

    override func viewWillAppear() {
        store.subscribe(self) { $0.select(\.products.editorError) }
    }

    override func viewWillDisappear() {
        store.unsubscribe(self)
    }

    func newState(state errorMessage: String?) {
        errorLabel.text = errorMessage
        errorLabel.isHidden = errorMessage == nil
    }

    private func saveButtonTapped() {
        do {
            let mode: ProductValidation.Mode = product.map { .edit(originalID: $0.id) } ?? .new
            let saved = try ProductValidation.validate(
                id: idField.text, name: nameField.text, price: priceField.text, mode: mode,
                existingIDs: repository.contains)
            if product == nil {
                try repository.add(saved)
                store.dispatch(ProductsAction.add(saved))
            } else {
                try repository.update(saved)
                store.dispatch(ProductsAction.update(saved))
            }
            navigationController?.popScreen()
        } catch let error as ProductValidationError {
            store.dispatch(ProductsAction.saveFailed(error))
        } catch {
            // The repository refused what validation let through: the list re-reads it.
            store.dispatch(ProductsAction.setList(repository.products))
            navigationController?.popScreen()
        }
    }
}
