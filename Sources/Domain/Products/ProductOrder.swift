import Foundation

/// The order of the Products list (Docs/Contract.md §2): by name, case- and diacritic-insensitive and
/// locale-independent; products whose names are equal that way are ordered by id.
///
/// Names are compared after folding case and diacritics with no locale
/// (`folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)`), so "école",
/// "Ecole" and "ECOLE" are equal names, and then by Unicode scalar order of the folded text
/// (Swift's `String` comparison), which no locale setting changes. Ids are compared exactly,
/// with `String`'s `<`. The demo catalogue reads iPad, iPhone, Keyboard, MacBook, Mouse.
///
/// - Note: The same input gives the same order on every machine, whatever its locale: a
///   Turkish locale would fold "I" to "ı" and a Swedish one sorts "Ä" after "Z"; this order
///   does neither.
public enum ProductOrder {
    /// Returns whether `lhs` comes before `rhs` in the Products list.
    ///
    /// Use it with `sorted(by:)`; a strict weak ordering.
    ///
    /// - Parameters:
    ///   - lhs: A product.
    ///   - rhs: Another product.
    /// - Returns: `true` if `lhs`'s folded name sorts first, or the folded names are equal and
    ///   `lhs`'s id sorts first.
    /// - Complexity: O(*m*), where *m* is the length of the longer name or id.
    public static func areInIncreasingOrder(_ lhs: Product, _ rhs: Product) -> Bool {
        Key(lhs) < Key(rhs)
    }

    /// Returns the products in list order.
    ///
    /// - Parameter products: Products in any order.
    /// - Returns: The same products sorted by ``areInIncreasingOrder(_:_:)``.
    /// - Complexity: O(*n* log *n*) comparisons, with each name folded once.
    public static func sorted(_ products: some Sequence<Product>) -> [Product] {
        products.map { (key: Key($0), product: $0) }
            .sorted { $0.key < $1.key }
            .map(\.product)
    }

    /// Returns the row at which `product` goes in `products`, which are in list order: after
    /// every product that does not sort after it.
    ///
    /// A binary search, as `firstIndex { areInIncreasingOrder(product, $0) }` would answer by
    /// walking the rows.
    ///
    /// - Parameters:
    ///   - product: The product to place.
    ///   - products: Products in list order (``sorted(_:)``'s order).
    /// - Returns: An index in `products.startIndex...products.endIndex`.
    /// - Complexity: O(log *n*) comparisons, each folding one name.
    public static func insertionIndex<C: RandomAccessCollection<Product>>(of product: Product, in products: C) -> C.Index {
        let key = Key(product)
        var low = products.startIndex
        var count = products.count
        while count > 0 {
            let half = count / 2
            let middle = products.index(low, offsetBy: half)
            if key < Key(products[middle]) {
                count = half
            } else {
                low = products.index(after: middle)
                count -= half + 1
            }
        }
        return low
    }

    /// Returns a name with case and diacritics folded away, with no locale: the text the list
    /// compares names by.
    ///
    /// - Parameter name: A product name.
    /// - Returns: The folded name; "École" gives "ecole".
    /// - Complexity: O(*m*), where *m* is the length of the name.
    public static func foldedName(_ name: String) -> String {
        name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }

    /// What the list sorts a product by: its folded name, then its id.
    ///
    /// Computed once per product, so sorting and searching do not fold a name per comparison.
    package struct Key: Comparable, Hashable, Sendable {
        /// The name, folded by ``ProductOrder/foldedName(_:)``.
        package let foldedName: String
        /// The product's id.
        package let id: String

        /// The key of `product`.
        package init(_ product: Product) {
            foldedName = ProductOrder.foldedName(product.name)
            id = product.id
        }

        package static func < (lhs: Key, rhs: Key) -> Bool {
            if lhs.foldedName != rhs.foldedName { return lhs.foldedName < rhs.foldedName }
            return lhs.id < rhs.id
        }
    }
}
