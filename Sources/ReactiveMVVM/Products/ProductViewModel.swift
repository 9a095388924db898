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
/// What the editor's mode fixes for the screen's life (the title, whether the id can be
/// edited) is a plain value, read once when the view loads: a publisher of a value that never
/// changes would cost a subject and a subscription per editor for nothing. So are the texts the
/// fields open with: after that a field's text is the user's, which the view model never
/// rewrites (as publishers they only ever sent the opening text and then the echo of each edit,
/// which the binder dropped: three subscriptions per editor for three writes on open). The
/// error, which the view model does change, is a publisher.
@MainActor
protocol ProductViewModelOutputs {
    /// "New Product" or "Edit Product"; fixed for the screen's life.
    var titleText: String { get }
    /// Whether the id can be edited: only for a new product; fixed for the screen's life.
    var idFieldIsEnabled: Bool { get }
    /// The id field's text when the editor opens: empty, or the edited product's id.
    var idText: String { get }
    /// The name field's text when the editor opens: empty, or the edited product's name.
    var nameText: String { get }
    /// The price field's text when the editor opens: empty, or the edited product's price as
    /// ``Product/priceText`` writes it ("900.00").
    var priceText: String { get }
    /// The first rule a Save broke, once per failed Save (an event: nothing until the first
    /// failure, so the hidden label is not written on open); kept on screen until the next.
    var errorText: AnyPublisher<String, Never> { get }
}

/// The New Product / Edit Product view model as its view sees it.
@MainActor
protocol ProductViewModelType {
    var inputs: any ProductViewModelInputs { get }
    var outputs: any ProductViewModelOutputs { get }
}

/// The New Product / Edit Product view model (Docs/Contract.md §2): `inputs` and `outputs`
/// (Kickstarter) over the fields' texts. The view model turns the domain's ``ProductEditorMode``
/// into the title, the id field and the fields' opening texts, and a broken rule into the error's
/// text (Docs/Contract.md §2); the mode decides the validation.
///
/// It never writes the repository: it reads it to check that a new id is free, and sends the
/// trimmed product into the `saved` subject its opener handed it (RxSwift's "pass the child an
/// observer"); the opener stores it and closes the screen (as Login sends the signed-in user to
/// Welcome). The opener subscribes to that subject once for its own life, not once per editor.
@MainActor
final class ProductViewModel: ProductViewModelType, ProductViewModelInputs, ProductViewModelOutputs {
    var inputs: any ProductViewModelInputs { self }
    var outputs: any ProductViewModelOutputs { self }

    // Outputs.
    var titleText: String {
        switch mode {
        case .new: "New Product"
        case .edit: "Edit Product"
        }
    }
    var idFieldIsEnabled: Bool {
        switch mode {
        case .new: true
        case .edit: false
        }
    }
    let idText: String
    let nameText: String
    let priceText: String
    let errorText: AnyPublisher<String, Never>

    private let mode: ProductEditorMode
    private let store: ProductDataStore
    /// The fields' texts as last edited.
    private var id: String
    private var name: String
    private var price: String
    private let error = PassthroughSubject<String, Never>()
    /// The opener's input for saved products; this editor's mode goes with each.
    private let saved: any Subject<ProductEditorSave, Never>

    /// - Parameters:
    ///   - mode: New or Edit.
    ///   - store: The repository, read to check that a new id is free.
    ///   - saved: Where a valid Save sends the trimmed product, with `mode`: the opener's input.
    init(mode: ProductEditorMode, store: ProductDataStore, saved: any Subject<ProductEditorSave, Never>) {
        self.mode = mode
        self.store = store
        self.saved = saved
        // The opening texts, derived once: the price text formats the product's price
        // (``PriceFormat``), which the view reads again as it fills the field.
        idText = mode.product?.id ?? ""
        nameText = mode.product?.name ?? ""
        priceText = mode.product?.priceText ?? ""
        id = idText
        name = nameText
        price = priceText
        errorText = error.eraseToAnyPublisher()
    }

    func idFieldChanged(_ text: String) { id = text }
    func nameFieldChanged(_ text: String) { name = text }
    func priceFieldChanged(_ text: String) { price = text }

    func saveButtonTapped() {
        do {
            let product = try mode.validate(
                id: id, name: name, price: price, existingIDs: store.contains(id:))
            saved.send(ProductEditorSave(product: product, mode: mode))
        } catch {
            self.error.send(Self.errorText(for: error))
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
/// product and the mode it was edited in (what ``ProductDataStore/save(_:in:)`` takes).
struct ProductEditorSave {
    let product: Product
    let mode: ProductEditorMode
}
