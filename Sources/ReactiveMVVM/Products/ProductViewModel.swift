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
/// What the editor's mode fixes (the title, whether the id can be edited, the texts the fields
/// open with) is published once, with `Just`, as Kickstarter publishes what a screen is
/// configured with; after that a field's text is the user's.
@MainActor
protocol ProductViewModelOutputs {
    /// "New Product" or "Edit Product".
    var titleText: AnyPublisher<String, Never> { get }
    /// Whether the id can be edited: only for a new product.
    var idFieldIsEnabled: AnyPublisher<Bool, Never> { get }
    /// The id field's opening text: empty, or the edited product's id.
    var idText: AnyPublisher<String, Never> { get }
    /// The name field's opening text: empty, or the edited product's name.
    var nameText: AnyPublisher<String, Never> { get }
    /// The price field's opening text: empty, or the edited product's price as
    /// ``Product/priceText`` writes it ("900.00").
    var priceText: AnyPublisher<String, Never> { get }
    /// The first rule a Save broke, once per failed Save (an event).
    var errorText: AnyPublisher<String, Never> { get }
    /// Whether the error label is hidden: `true` until a Save fails, then `false` (the error
    /// stays on screen until the next Save); its current value to a new subscriber, then only
    /// changes.
    var errorLabelIsHidden: AnyPublisher<Bool, Never> { get }
    /// The trimmed product and this editor's mode, once per valid Save: the opener stores it
    /// and closes the screen.
    var saved: AnyPublisher<ProductEditorSave, Never> { get }
}

/// The New Product / Edit Product view model as its view sees it.
@MainActor
protocol ProductViewModelType {
    var inputs: any ProductViewModelInputs { get }
    var outputs: any ProductViewModelOutputs { get }
}

/// The New Product / Edit Product view model (Docs/Contract.md §2) in Kickstarter's shape,
/// after tailec's `ios-architecture` MVVM view model and RxExample's
/// `GithubSignupViewModel2.swift`: inputs forward into private subjects, every output is
/// defined once, in `init`.
///
/// It turns the domain's ``ProductEditorMode`` into the title, the id field and the fields'
/// opening texts, and a tap of Save into the mode's validation of the fields as typed, whose
/// outcome the error and the saved product share. It never writes the repository: it reads it
/// to check that a new id is free; the opener stores what it saves.
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
    let errorText: AnyPublisher<String, Never>
    let errorLabelIsHidden: AnyPublisher<Bool, Never>
    let saved: AnyPublisher<ProductEditorSave, Never>

    // Inputs: the fields' texts as last edited, from the opening ones.
    private let id: CurrentValueSubject<String, Never>
    private let name: CurrentValueSubject<String, Never>
    private let price: CurrentValueSubject<String, Never>
    private let saveButtonTappedSubject = PassthroughSubject<Void, Never>()

    /// - Parameters:
    ///   - mode: New or Edit.
    ///   - store: The repository, read to check that a new id is free.
    init(mode: ProductEditorMode, store: ProductDataStore) {
        let (id, name, price) = (
            CurrentValueSubject<String, Never>(mode.product?.id ?? ""),
            CurrentValueSubject<String, Never>(mode.product?.name ?? ""),
            CurrentValueSubject<String, Never>(mode.product?.priceText ?? "")
        )
        (self.id, self.name, self.price) = (id, name, price)
        titleText = Just(Self.title(for: mode)).eraseToAnyPublisher()
        idFieldIsEnabled = Just(mode.product == nil).eraseToAnyPublisher()
        idText = Just(id.value).eraseToAnyPublisher()
        nameText = Just(name.value).eraseToAnyPublisher()
        priceText = Just(price.value).eraseToAnyPublisher()

        let save =
            saveButtonTappedSubject
            .map { () -> Result<Product, ProductValidationError> in
                Result { () throws(ProductValidationError) in
                    try mode.validate(id: id.value, name: name.value, price: price.value, existingIDs: store.contains(id:))
                }
            }
            .share()
        errorText = save.compactMap { result in
            guard case .failure(let error) = result else { return nil }
            return Self.errorText(for: error)
        }
        .eraseToAnyPublisher()
        errorLabelIsHidden = errorText.map { _ in false }.prepend(true).removeDuplicates().eraseToAnyPublisher()
        saved = save.compactMap { try? $0.get() }
            .map { ProductEditorSave(product: $0, mode: mode) }
            .eraseToAnyPublisher()
    }

    func idFieldChanged(_ text: String) { id.send(text) }
    func nameFieldChanged(_ text: String) { name.send(text) }
    func priceFieldChanged(_ text: String) { price.send(text) }
    func saveButtonTapped() { saveButtonTappedSubject.send() }

    /// The screen's title for the editor's mode (Docs/Contract.md §2).
    private static func title(for mode: ProductEditorMode) -> String {
        switch mode {
        case .new: "New Product"
        case .edit: "Edit Product"
        }
    }

    /// The `error` label's text for the first rule a Save broke, as Docs/Contract.md §2 writes it.
    private static func errorText(for error: ProductValidationError) -> String {
        switch error {
        case .idRequired: "ID is required"
        case .idAlreadyExists: "ID already exists"
        case .nameRequired: "Name is required"
        case .invalidPrice: "Price must be a number like 12.50"
        }
    }
}

/// What a valid Save of the New Product / Edit Product editor sends its opener: the trimmed
/// product and the mode it was edited in.
struct ProductEditorSave {
    let product: Product
    let mode: ProductEditorMode
}
