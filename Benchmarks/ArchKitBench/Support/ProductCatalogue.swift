import Domain
import Foundation

/// The generated catalogues of the list benchmarks: "Product 000042" with id "p000042", in
/// id order, so row *i* holds product *i*.
enum ProductCatalogue {
    /// The name of product `index`.
    static func name(_ index: Int, suffix: String = "") -> String {
        "Product " + digits(index) + suffix
    }

    /// The id of product `index`.
    static func id(_ index: Int) -> String { "p" + digits(index) }

    /// Products `start ..< start + count`.
    static func products(count: Int, from start: Int = 0) -> [Product] {
        (start..<(start + count)).map { Product(id: id($0), name: name($0), price: Decimal(($0 % 1000) + 1)) }
    }

    private static func digits(_ index: Int) -> String {
        let text = String(index)
        return String(repeating: "0", count: max(0, 6 - text.count)) + text
    }
}
