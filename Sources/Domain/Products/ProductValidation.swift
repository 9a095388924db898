import Foundation

/// The rule of the New Product and Edit Product screens' Save button (Docs/Contract.md §2).
///
/// The fields are checked in this order, and only the first failure is reported:
/// 1. trimmed id empty → ``ProductValidationError/idRequired``
/// 2. a new product whose trimmed id already exists → ``ProductValidationError/idAlreadyExists``
/// 3. trimmed name empty → ``ProductValidationError/nameRequired``
/// 4. the price is not a price by ``PriceFormat/decimal(from:)`` →
///    ``ProductValidationError/invalidPrice``
public enum ProductValidation {
    /// Which screen is saving.
    public enum Mode: Sendable, Hashable {
        /// New Product: the id must not exist yet.
        case new
        /// Edit Product, for the product whose id is `originalID`.
        ///
        /// The screen shows the id disabled, so the id saved is the original one and the
        /// "ID already exists" check does not apply. Should the trimmed id ever differ from
        /// `originalID`, it is a new key and is checked as a new product's would be.
        case edit(originalID: String)
    }

    /// Returns the product the fields describe, trimmed, or throws the first rule it breaks.
    ///
    /// ```swift
    /// let product = try ProductValidation.validate(
    ///     id: " pen ", name: " Pen ", price: "2.5", mode: .new, existingIDs: { _ in false })
    /// print(product.id, product.name, product.priceText)
    /// // Prints: pen Pen 2.50
    /// ```
    ///
    /// - Parameters:
    ///   - id: The text of the `id` field.
    ///   - name: The text of the `name` field.
    ///   - price: The text of the `price` field.
    ///   - mode: ``Mode/new`` for New Product, ``Mode/edit(originalID:)`` for Edit Product.
    ///   - existingIDs: Whether the repository already holds a product with the given (trimmed)
    ///     id, such as ``ProductDataStore/contains(id:)``. Called at most once, only when the
    ///     id needs checking.
    /// - Returns: The product with the trimmed id, the trimmed name and the parsed price.
    /// - Throws: The first ``ProductValidationError`` in the order above.
    /// - Complexity: O(*m*), where *m* is the total length of the texts, plus one call of
    ///   `existingIDs`.
    public static func validate(
        id: String,
        name: String,
        price: String,
        mode: Mode,
        existingIDs: (String) -> Bool
    ) throws(ProductValidationError) -> Product {
        let trimmedID = id.trimmed
        guard !trimmedID.isEmpty else { throw .idRequired }
        if mode.checksIDIsNew(trimmedID), existingIDs(trimmedID) { throw .idAlreadyExists }
        let trimmedName = name.trimmed
        guard !trimmedName.isEmpty else { throw .nameRequired }
        guard let value = PriceFormat.decimal(from: price) else { throw .invalidPrice }
        return Product(id: trimmedID, name: trimmedName, price: value)
    }
}

extension ProductValidation.Mode {
    /// Whether saving under `id` must check that no product has it yet.
    fileprivate func checksIDIsNew(_ id: String) -> Bool {
        switch self {
        case .new: true
        case .edit(let originalID): id != originalID
        }
    }
}
