import Domain
import Widgets

/// New Product and Edit Product, by hand: Save validates with the domain and hands the
/// product back, or shows the first error.
final class DirectProductScreen: Screen {
    private let original: Product?
    private let store: ProductDataStore
    private let saved: (Product) -> Void
    private let idField = TextField(id: "id")
    private let nameField = TextField(id: "name")
    private let priceField = TextField(id: "price")
    private let saveButton = Button(id: "save", title: "Save")
    private let errorLabel = Label(id: "error", isHidden: true)

    init(product: Product?, store: ProductDataStore, saved: @escaping (Product) -> Void) {
        self.original = product
        self.store = store
        self.saved = saved
        super.init(title: product == nil ? "New Product" : "Edit Product")
    }

    override func viewDidLoad() {
        add(idField, nameField, priceField, saveButton, errorLabel)
        if let original {
            idField.text = original.id
            idField.isEnabled = false
            nameField.text = original.name
            priceField.text = original.priceText
        }
        saveButton.addAction { [weak self] in self?.save() }
    }

    private func save() {
        do {
            let product = try ProductValidation.validate(
                id: idField.text, name: nameField.text, price: priceField.text,
                mode: original.map { .edit(originalID: $0.id) } ?? .new, existingIDs: store.contains(id:))
            saved(product)
        } catch {
            errorLabel.text =
                switch error {
                case .idRequired: "ID is required"
                case .idAlreadyExists: "ID already exists"
                case .nameRequired: "Name is required"
                case .invalidPrice: "Price must be a number like 12.50"
                }
            errorLabel.isHidden = false
        }
    }
}
