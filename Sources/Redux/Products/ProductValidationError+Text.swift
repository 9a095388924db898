import Domain

extension ProductValidationError {
    /// The text the New Product / Edit Product `error` label shows for the first rule a Save
    /// broke, as Docs/Contract.md §2 writes it.
    ///
    /// The state keeps the error's kind (``ProductEditorState/error``); the editor screen turns
    /// it into this text as it renders.
    var errorText: String {
        switch self {
        case .idRequired: "ID is required"
        case .idAlreadyExists: "ID already exists"
        case .nameRequired: "Name is required"
        case .invalidPrice: "Price must be a number like 12.50"
        }
    }
}
