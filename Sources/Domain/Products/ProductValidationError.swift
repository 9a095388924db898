/// Why saving a product failed (Docs/Contract.md §2), from ``ProductValidation``.
///
/// The cases are listed in the order the rule checks them. The message the editor's `error`
/// label shows for each is presentation, written by each architecture to the text
/// Docs/Contract.md §2 fixes.
public enum ProductValidationError: Error, Sendable, Hashable, CaseIterable {
    /// The trimmed id is empty.
    case idRequired
    /// The product is new and a product with its trimmed id already exists.
    case idAlreadyExists
    /// The trimmed name is empty.
    case nameRequired
    /// The price is not a non-negative decimal with at most two fraction digits, "." as
    /// separator, at most 1000000000 (see ``PriceFormat/decimal(from:)``).
    case invalidPrice
}
