import ComposableEngine
import Domain
import Widgets

/// New Product and Edit Product: sends every edit and the tap of Save; shows the error it
/// observes. It dismisses itself once the product is saved.
final class ProductViewController: DestinationScreen {
    private let store: StoreOf<ProductFeature>
    private var tokens: Set<ObserveToken> = []

    let idField = TextField(id: "id")
    let nameField = TextField(id: "name")
    let priceField = TextField(id: "price")
    let saveButton = Button(id: "save", title: "Save")
    let errorLabel = Label(id: "error", isHidden: true)

    init(store: StoreOf<ProductFeature>) {
        self.store = store
        super.init(title: store.title)
    }

    override func viewDidLoad() {
        add(idField, nameField, priceField, saveButton, errorLabel)
        if case .edit = store.mode {
            idField.text = store.id
            idField.isEnabled = false
            nameField.text = store.name
            priceField.text = store.price
        }
        idField.addAction { [weak self] in
            guard let self else { return }
            store.send(.binding(.set(\.id, idField.text)))
        }
        nameField.addAction { [weak self] in
            guard let self else { return }
            store.send(.binding(.set(\.name, nameField.text)))
        }
        priceField.addAction { [weak self] in
            guard let self else { return }
            store.send(.binding(.set(\.price, priceField.text)))
        }
        saveButton.addAction { [weak self] in self?.store.send(.saveButtonTapped) }
        observe { [weak self] in
            guard let self else { return }
            errorLabel.text = store.errorText
            errorLabel.isHidden = store.errorText == nil
        }
        .store(in: &tokens)
    }
}
