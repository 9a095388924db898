import Domain

/// The New Product / Edit Product presenter (Docs/Contract.md §2): decides the title, the fields'
/// first texts and whether the id can be edited; keeps the texts the view reports, validates them
/// with the domain's rule on Save, and hands the trimmed product back to whoever opened it, or
/// writes the error text for the first rule broken.
///
/// The error texts are the presenter's, as kntkymt/ArchitectureSamples
/// `MVP/UI/RepositorySearch/RepositorySearchPresenter.swift` (`handle(_:)`) writes its own.
@MainActor
final class ProductPresenter {
    weak var view: (any ProductView)?
    private let mode: ProductEditorMode
    private let store: ProductDataStore
    private let didSave: (Product) -> Void
    private var id: String
    private var name: String
    private var price: String

    /// - Parameters:
    ///   - mode: New or Edit.
    ///   - store: The repository, read to check that a new id is free.
    ///   - didSave: Called with the valid, trimmed product before the screen closes; the
    ///     opener stores it.
    init(mode: ProductEditorMode, store: ProductDataStore, didSave: @escaping (Product) -> Void) {
        self.mode = mode
        self.store = store
        self.didSave = didSave
        id = mode.product?.id ?? ""
        name = mode.product?.name ?? ""
        price = mode.product?.priceText ?? ""
    }

    func viewDidLoad() {
        switch mode {
        case .new: view?.setTitle("New Product")
        case .edit: view?.setTitle("Edit Product")
        }
        view?.display(id: id, name: name, price: price)
        view?.setIDFieldEnabled(mode.product == nil)
    }

    func idFieldChanged(_ id: String) { self.id = id }
    func nameFieldChanged(_ name: String) { self.name = name }
    func priceFieldChanged(_ price: String) { self.price = price }

    func saveButtonTapped() {
        do {
            let product = try mode.validate(id: id, name: name, price: price, existingIDs: store.contains(id:))
            didSave(product)
            view?.close()
        } catch {
            view?.showError(Self.message(for: error))
        }
    }

    /// The text the `error` label shows for the first rule the fields break (Docs/Contract.md §2).
    static func message(for error: ProductValidationError) -> String {
        switch error {
        case .idRequired: "ID is required"
        case .idAlreadyExists: "ID already exists"
        case .nameRequired: "Name is required"
        case .invalidPrice: "Price must be a number like 12.50"
        }
    }
}
