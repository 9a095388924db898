import Domain
import Foundation
import Testing

@Suite("ProductOrder")
struct ProductOrderTests {
    @Test("The demo catalogue reads iPad, iPhone, Keyboard, MacBook, Mouse")
    func demoOrder() {
        #expect(
            ProductOrder.sorted(Product.demoCatalogue).map(\.name)
                == ["iPad", "iPhone", "Keyboard", "MacBook", "Mouse"])
    }

    @Test(
        "Names equal but for case or accents are ordered by id",
        arguments: [
            ["école", "Ecole", "ECOLE"],
            ["ECOLE", "école", "Ecole"],
            ["Ecole", "ECOLE", "école"],
        ])
    func caseAndDiacriticTies(names: [String]) {
        // Ids c, a, b are given to the names in turn; the order must follow the ids only.
        let products = zip(["c", "a", "b"], names).map { Product(id: $0, name: $1, price: 1) }
        #expect(ProductOrder.sorted(products).map(\.id) == ["a", "b", "c"])
        #expect(ProductOrder.sorted(products.reversed()).map(\.id) == ["a", "b", "c"])
    }

    @Test("Case and accents do not move a name among other names")
    func caseAndDiacriticInsensitive() {
        let names = ["zebra", "Éclair", "apple", "Banana", "ÅNGSTRÖM", "éclat", "Ecl"]
        let products = names.enumerated().map {
            Product(id: "\($0.offset)", name: $0.element, price: 1)
        }
        #expect(
            ProductOrder.sorted(products).map(\.name)
                == ["ÅNGSTRÖM", "apple", "Banana", "Ecl", "Éclair", "éclat", "zebra"])
    }

    @Test("Names are folded without a locale")
    func foldedName() {
        #expect(ProductOrder.foldedName("École") == "ecole")
        #expect(ProductOrder.foldedName("ECOLE") == "ecole")
        // A Turkish locale would fold "I" to dotless "ı".
        #expect(ProductOrder.foldedName("Istanbul") == "istanbul")
        #expect(ProductOrder.foldedName("İstanbul") == "istanbul")
    }

    @Test("areInIncreasingOrder is a strict order: name first, then id")
    func areInIncreasingOrder() {
        let a = Product(id: "z", name: "Apple", price: 1)
        let b = Product(id: "a", name: "banana", price: 1)
        let b2 = Product(id: "b", name: "BANANA", price: 9)
        #expect(ProductOrder.areInIncreasingOrder(a, b))
        #expect(!ProductOrder.areInIncreasingOrder(b, a))
        #expect(ProductOrder.areInIncreasingOrder(b, b2))
        #expect(!ProductOrder.areInIncreasingOrder(b2, b))
        #expect(!ProductOrder.areInIncreasingOrder(a, a))
    }

    /// The order a locale-aware sort would change: Turkish folds "I" to "ı", Swedish sorts
    /// "Ä" after "Z". `Locale.current` cannot be switched inside the test process, so this pins
    /// the locale-free answer and proves those locales would give a different one.
    @Test("The order is the one no locale changes")
    func localeIndependent() {
        let products = [
            Product(id: "b", name: "ivy", price: 1),
            Product(id: "a", name: "Ivy", price: 1),
            Product(id: "c", name: "Zebra", price: 1),
            Product(id: "d", name: "Äpple", price: 1),
        ]
        #expect(ProductOrder.sorted(products).map(\.id) == ["d", "a", "b", "c"])

        // The pinned answer differs from what those locales would give.
        let options: String.CompareOptions = [.caseInsensitive, .diacriticInsensitive]
        let turkish = Locale(identifier: "tr_TR")
        #expect(
            "Ivy".folding(options: options, locale: turkish)
                != "ivy".folding(options: options, locale: turkish))
        let swedish = Locale(identifier: "sv_SE")
        #expect("Zebra".compare("Äpple", options: options, locale: swedish) == .orderedAscending)
    }

    @Test("Sorting is the same whatever the input order")
    func inputOrderIndependent() {
        var generator = ProductsTestGenerator(seed: 7)
        let names = ["a", "A", "á", "b", "B", "é", "E", "e"]
        let products = names.indices.map { Product(id: "id\($0)", name: names[$0], price: 1) }
        let expected = ProductOrder.sorted(products)
        for _ in 0..<50 {
            #expect(ProductOrder.sorted(products.shuffled(using: &generator)) == expected)
        }
        #expect(expected.map(\.id) == ["id0", "id1", "id2", "id3", "id4", "id5", "id6", "id7"])
    }

    @Test("A product's row is after every product that does not sort after it, as a walk of the rows finds it")
    func insertionIndexMatchesTheLinearWalk() {
        var generator = ProductsTestGenerator(seed: 11)
        let names = ["a", "A", "á", "b", "B", "é", "E", "e", "z"]
        for count in 0..<12 {
            let products = ProductOrder.sorted(
                (0..<count).map { Product(id: "id\($0 % 3)", name: names.randomElement(using: &generator)!, price: 1) })
            for name in names {
                for id in ["id0", "id1", "id2", "id9"] {
                    let product = Product(id: id, name: name, price: 1)
                    let walked = products.firstIndex { ProductOrder.areInIncreasingOrder(product, $0) } ?? products.endIndex
                    #expect(ProductOrder.insertionIndex(of: product, in: products) == walked, "\(name) \(id) in \(count)")
                }
            }
        }
        let slice = [Product(id: "a", name: "a", price: 1), Product(id: "c", name: "c", price: 1)][1...]
        #expect(ProductOrder.insertionIndex(of: Product(id: "d", name: "d", price: 1), in: slice) == 2)
        #expect(ProductOrder.insertionIndex(of: Product(id: "b", name: "b", price: 1), in: slice) == 1)
    }
}
