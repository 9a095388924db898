import Domain
import Reactive

/// The events the New Product / Edit Product view sends (Kickstarter's inputs).
@MainActor
protocol ProductViewModelInputs {
    /// The user edited the id field; `text` is its whole text.
    func idFieldChanged(_ text: String)
    /// The user edited the name field; `text` is its whole text.
    func nameFieldChanged(_ text: String)
    /// The user edited the price field; `text` is its whole text.
    func priceFieldChanged(_ text: String)
    /// The user tapped Save: the domain's rule decides.
    func saveButtonTapped()
}

/// What the New Product / Edit Product view shows (Kickstarter's outputs), and the saved
/// product as an event.
///
/// Every widget output publishes its current value to a new subscriber, then only changes.
@MainActor
protocol ProductViewModelOutputs {
    /// "New Product" or "Edit Product" (``ProductEditorMode/titleText``).
    var titleText: AnyPublisher<String, Never> { get }
    /// Whether the id can be edited (``ProductEditorMode/idFieldIsEnabled``).
    var idFieldIsEnabled: AnyPublisher<Bool, Never> { get }
    /// The id field's text: the edited product's at first, then as the user edits it.
    var idText: AnyPublisher<String, Never> { get }
    /// The name field's text: the edited product's at first, then as the user edits it.
    var nameText: AnyPublisher<String, Never> { get }
    /// The price field's text: the edited product's at first, then as the user edits it.
    var priceText: AnyPublisher<String, Never> { get }
    /// The first rule the last Save broke; `nil` (label hidden) until a Save fails, then kept
    /// until the next.
    var errorText: AnyPublisher<String?, Never> { get }
    /// Sends the valid, trimmed product once, then finishes; the view then closes. Finishes
    /// without a value if the view model goes away unsaved, so an opener's subscription to it
    /// ends with the screen.
    var saved: AnyPublisher<Product, Never> { get }
}

/// The New Product / Edit Product view model as its view sees it.
@MainActor
protocol ProductViewModelType {
    var inputs: any ProductViewModelInputs { get }
    var outputs: any ProductViewModelOutputs { get }
}

/// The New Product / Edit Product view model (Docs/Contract.md §2): `inputs` and `outputs`
/// (Kickstarter) over the fields' texts; the domain's ``ProductEditorMode`` decides the title,
/// the id field and the validation.
///
/// It never writes the repository: it reads it to check that a new id is free, and sends the
/// trimmed product on ``saved``; whoever opened the screen stores it (as Login sends the
/// signed-in user to Welcome).
@MainActor
final class ProductViewModel: ProductViewModelType, ProductViewModelInputs, ProductViewModelOutputs {
    var inputs: any ProductViewModelInputs { self }
    var outputs: any ProductViewModelOutputs { self }

    // Outputs.
    let titleText: AnyPublisher<String, Never>
    let idFieldIsEnabled: AnyPublisher<Bool, Never>
    let idText: AnyPublisher<String, Never>
    let nameText: AnyPublisher<String, Never>
    let priceText: AnyPublisher<String, Never>
    let errorText: AnyPublisher<String?, Never>
    let saved: AnyPublisher<Product, Never>

    private let mode: ProductEditorMode
    private let store: ProductDataStore
    private let id: CurrentValueSubject<String, Never>
    private let name: CurrentValueSubject<String, Never>
    private let price: CurrentValueSubject<String, Never>
    private let error = CurrentValueSubject<String?, Never>(nil)
    private let savedSubject = PassthroughSubject<Product, Never>()

    /// - Parameters:
    ///   - mode: New or Edit.
    ///   - store: The repository, read to check that a new id is free.
    init(mode: ProductEditorMode, store: ProductDataStore) {
        self.mode = mode
        self.store = store
        id = CurrentValueSubject(mode.idText)
        name = CurrentValueSubject(mode.nameText)
        price = CurrentValueSubject(mode.priceText)
        titleText = CurrentValueSubject(mode.titleText).eraseToAnyPublisher()
        idFieldIsEnabled = CurrentValueSubject(mode.idFieldIsEnabled).eraseToAnyPublisher()
        idText = id.removeDuplicates().eraseToAnyPublisher()
        nameText = name.removeDuplicates().eraseToAnyPublisher()
        priceText = price.removeDuplicates().eraseToAnyPublisher()
        errorText = error.removeDuplicates().eraseToAnyPublisher()
        saved = savedSubject.eraseToAnyPublisher()
    }

    deinit {
        savedSubject.send(completion: .finished)
    }

    func idFieldChanged(_ text: String) { id.value = text }
    func nameFieldChanged(_ text: String) { name.value = text }
    func priceFieldChanged(_ text: String) { price.value = text }

    func saveButtonTapped() {
        do {
            let product = try mode.validate(
                id: id.value, name: name.value, price: price.value, existingIDs: store.contains(id:))
            savedSubject.send(product)
            savedSubject.send(completion: .finished)
        } catch {
            self.error.value = error.message
        }
    }
}
