import Foundation

/// A product of the catalogue (Docs/Contract.md §2, seed 004's `Product`).
///
/// A product is a value: two products with the same id, name and price are equal. The
/// repository, ``ProductDataStore``, keeps ids unique.
public struct Product: Sendable, Hashable, Identifiable, Codable {
    /// The key that identifies the product in the repository, such as "iphone".
    public var id: String
    /// The name the Products list shows and sorts by, such as "iPhone".
    public var name: String
    /// The price, shown with exactly two fraction digits by ``PriceFormat``.
    public var price: Decimal

    /// Creates a product.
    ///
    /// - Parameters:
    ///   - id: The key that identifies the product in the repository.
    ///   - name: The name the list shows.
    ///   - price: The price.
    public init(id: String, name: String, price: Decimal) {
        self.id = id
        self.name = name
        self.price = price
    }

    /// The price as a pure value formatter writes it, for presentation code to show: "600.00"
    /// (``PriceFormat/string(from:)``).
    ///
    /// - Complexity: O(*d*), where *d* is the number of digits of the price.
    public var priceText: String { PriceFormat.string(from: price) }

    /// Hashes the id alone: products that are equal have the same id, so equal products hash
    /// alike, and the repository keeps ids unique, so a list's products seldom share a hash.
    /// A list hashes each of its products when a diffable snapshot takes them as items.
    ///
    /// - Complexity: O(*k*), where *k* is the length of the id.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
    }
}
