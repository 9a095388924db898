import Domain
import Reactive

/// The New Product / Edit Product view model (SPEC §2): the fields' texts in as subjects, the
/// error out, and the valid product as a one-shot `saved` event.
///
/// It never writes the repository: it reads it to check that a new id is free, and sends the
/// trimmed product on ``saved``; whoever opened the screen stores it (as Login sends the
/// signed-in user to Welcome).
@MainActor
final class ProductViewModel {
    /// Which product the screen edits.
    enum Mode {
        /// A new product: empty fields, the id editable.
        case new
        /// An existing product: its fields filled, the id fixed.
        case edit(Product)
    }

    /// What the view asks for.
    enum Action {
        case idFieldChanged(String)
        case nameFieldChanged(String)
        case priceFieldChanged(String)
        case saveButtonTapped
    }

    // Outputs. The title and whether the id is editable are fixed for the screen's life, so
    // they are plain values, not subjects.
    let titleText: String
    let idFieldIsEnabled: Bool
    /// The first rule the last Save broke; `nil` until a Save fails, then kept until the next.
    let errorText = CurrentValueSubject<String?, Never>(nil)
    /// Sends the valid, trimmed product once, then finishes; the view then closes. Finishes
    /// without a value if the view model goes away unsaved, so an opener's subscription to it
    /// ends with the screen.
    let saved = PassthroughSubject<Product, Never>()

    // Inputs. Each holds the field's text as last edited (the product's, at first, on Edit).
    let id: CurrentValueSubject<String, Never>
    let name: CurrentValueSubject<String, Never>
    let price: CurrentValueSubject<String, Never>
    let action = PassthroughSubject<Action, Never>()

    private let mode: Mode
    private let store: ProductDataStore
    private var subscriptions = Set<AnyCancellable>()

    /// - Parameters:
    ///   - mode: New or Edit.
    ///   - store: The repository, read to check that a new id is free.
    init(mode: Mode, store: ProductDataStore) {
        self.mode = mode
        self.store = store
        switch mode {
        case .new:
            titleText = "New Product"
            idFieldIsEnabled = true
            id = CurrentValueSubject("")
            name = CurrentValueSubject("")
            price = CurrentValueSubject("")
        case .edit(let product):
            titleText = "Edit Product"
            idFieldIsEnabled = false
            id = CurrentValueSubject(product.id)
            name = CurrentValueSubject(product.name)
            price = CurrentValueSubject(product.priceText)
        }
        action
            .sink { [weak self] in self?.processAction($0) }
            .store(in: &subscriptions)
    }

    deinit {
        saved.send(completion: .finished)
    }

    private func processAction(_ action: Action) {
        switch action {
        case .idFieldChanged(let text):
            id.value = text
        case .nameFieldChanged(let text):
            name.value = text
        case .priceFieldChanged(let text):
            price.value = text
        case .saveButtonTapped:
            save()
        }
    }

    private func save() {
        let validationMode: ProductValidation.Mode =
            switch mode {
            case .new: .new
            case .edit(let product): .edit(originalID: product.id)
            }
        do {
            let product = try ProductValidation.validate(
                id: id.value, name: name.value, price: price.value, mode: validationMode,
                existingIDs: store.contains(id:))
            saved.send(product)
            saved.send(completion: .finished)
        } catch {
            errorText.value = error.message
        }
    }
}
