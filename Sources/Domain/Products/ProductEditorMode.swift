/// Which product the New Product / Edit Product screen edits (Docs/Contract.md §2), and the rule
/// that follows from it: the mode of ``ProductValidation``.
///
/// Every architecture opens its editor with one of these, so the rule lives here once. What the
/// editor shows for a mode (its title, whether the id field is enabled, the fields' first
/// texts) is presentation, computed by each architecture to the texts Docs/Contract.md §2 fixes.
///
/// ```swift
/// let mode = ProductEditorMode.edit(Product(id: "pen", name: "Pen", price: 2))
/// print(mode.product?.priceText ?? "", mode.validationMode)
/// // Prints: 2.00 edit(originalID: "pen")
/// ```
public enum ProductEditorMode: Sendable, Hashable {
    /// A new product: empty fields, the id editable.
    case new
    /// An existing product: its fields filled, the id fixed.
    case edit(Product)

    /// The product being edited, or `nil` for a new one.
    public var product: Product? {
        switch self {
        case .new: nil
        case .edit(let product): product
        }
    }

    /// The mode ``ProductValidation`` checks the fields in: ``ProductValidation/Mode/new``, or
    /// ``ProductValidation/Mode/edit(originalID:)`` with the edited product's id.
    public var validationMode: ProductValidation.Mode {
        switch self {
        case .new: .new
        case .edit(let product): .edit(originalID: product.id)
        }
    }

    /// Returns the product the fields describe, trimmed, or throws the first rule it breaks:
    /// ``ProductValidation/validate(id:name:price:mode:existingIDs:)`` in this mode.
    ///
    /// - Parameters:
    ///   - id: The text of the `id` field.
    ///   - name: The text of the `name` field.
    ///   - price: The text of the `price` field.
    ///   - existingIDs: Whether the repository already holds an id, such as
    ///     ``ProductDataStore/contains(id:)``.
    /// - Returns: The valid, trimmed product.
    /// - Throws: The first ``ProductValidationError`` the fields break.
    /// - Complexity: O(*m*) in the length of the texts, plus one call of `existingIDs`.
    public func validate(
        id: String, name: String, price: String, existingIDs: (String) -> Bool
    ) throws(ProductValidationError) -> Product {
        try ProductValidation.validate(id: id, name: name, price: price, mode: validationMode, existingIDs: existingIDs)
    }
}
