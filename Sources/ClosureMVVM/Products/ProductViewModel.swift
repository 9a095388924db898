import Domain

/// The New Product / Edit Product view model (Docs/Contract.md §2): what the screen shows for
/// its mode, the texts typed, the save through the domain's rule and the repository, a closure
/// for the one output that changes, and closures for the finished save.
///
/// Closure MVVM as tailec writes it (`mvvm-closures/MVVMClosures/App/ReposScene/ReposViewModel.swift`):
/// a closure for each output that changes while the screen is shown (here the error), and
/// plain properties for what the mode fixes for the screen's life (the title, the fields' first
/// texts, whether the id can be edited), which the view reads once. After that the fields are
/// the user's, and their edits come back as inputs.
@MainActor
final class ProductViewModel {
    /// The screen's title: "New Product" or "Edit Product".
    let title: String
    /// The id field's first text: the edited product's id, or empty.
    let idText: String
    /// Whether the id field can be edited: only for a new product.
    let idFieldIsEnabled: Bool
    /// The name field's first text: the edited product's name, or empty.
    let nameText: String
    /// The price field's first text: the edited product's price as "900.00", or empty.
    let priceText: String
    /// The error label's text, or `nil` to hide it.
    var onErrorChange: ((String?) -> Void)?
    /// Called with the product the repository stored; set by the view model that opened the
    /// editor.
    var onSave: ((Product) -> Void)?
    /// Called when the screen's work is done; the view closes the screen.
    var onFinish: (() -> Void)?

    private let mode: ProductEditorMode
    private let store: ProductDataStore
    /// The texts typed, as the fields report them.
    private var id: String
    private var name: String
    private var price: String
    /// The text of the last refused Save; shown until the next tap of Save.
    private var errorMessage: String? {
        didSet { sendError() }
    }

    /// - Parameters:
    ///   - mode: New or Edit.
    ///   - store: The repository: read to check that a new id is free, written on Save.
    init(mode: ProductEditorMode, store: ProductDataStore) {
        self.mode = mode
        self.store = store
        title =
            switch mode {
            case .new: "New Product"
            case .edit: "Edit Product"
            }
        idText = mode.product?.id ?? ""
        idFieldIsEnabled = mode.product == nil
        nameText = mode.product?.name ?? ""
        priceText = mode.product?.priceText ?? ""
        id = idText
        name = nameText
        price = priceText
    }

    /// The view is bound: every output closure is called with its value.
    func ready() {
        sendError()
    }

    func idFieldChanged(_ text: String) { id = text }
    func nameFieldChanged(_ text: String) { name = text }
    func priceFieldChanged(_ text: String) { price = text }

    /// Validates the texts with the domain's rule and stores the product (`add(_:)` or
    /// `update(_:)`); on success calls ``onSave`` and ``onFinish``, otherwise shows why not.
    func saveButtonTapped() {
        let product: Product
        do {
            product = try mode.validate(id: id, name: name, price: price, existingIDs: store.contains(id:))
        } catch {
            errorMessage = Self.message(for: error)
            return
        }
        do {
            switch mode {
            case .new: try store.add(product)
            case .edit: try store.update(product)
            }
        } catch {
            errorMessage = Self.message(for: error)
            return
        }
        onSave?(product)
        onFinish?()
    }

    private func sendError() {
        onErrorChange?(errorMessage)
    }

    /// The error label's text for a rule the fields break (Docs/Contract.md §2).
    private static func message(for error: ProductValidationError) -> String {
        switch error {
        case .idRequired: "ID is required"
        case .idAlreadyExists: "ID already exists"
        case .nameRequired: "Name is required"
        case .invalidPrice: "Price must be a number like 12.50"
        }
    }

    /// The error label's text for a write the repository refused: the catalogue changed under
    /// the open editor (Docs/ClosureMVVM.md, "Products").
    private static func message(for error: ProductDataStoreError) -> String {
        switch error {
        case .duplicateID: "ID already exists"
        case .unknownID: "Product no longer exists"
        }
    }
}
