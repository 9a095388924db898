import Domain
import Foundation
import Testing

/// The store against a naive model: a dictionary, sorted in full after every change.
@Suite("ProductDataStore random operations")
@MainActor
struct ProductDataStoreRandomTests {
    /// Names that tie when case and accents are folded, so ids decide often.
    private static let names = [
        "école", "Ecole", "ECOLE", "apple", "Apple", "Äpple", "zebra", "Zèbre", "mouse", "Mouse",
        "iPad", "IPAD", "ipad", "Ivy", "ivy", "b", "B", "Straße", "STRASSE", "",
    ]

    /// The model in list order, sorted in full, with the order written out independently of
    /// `ProductOrder`: folded name, then id.
    private static func naiveSorted(_ model: [String: Product]) -> [Product] {
        let options: String.CompareOptions = [.caseInsensitive, .diacriticInsensitive]
        return model.values
            .map { (name: $0.name.folding(options: options, locale: nil), product: $0) }
            .sorted { ($0.name, $0.product.id) < ($1.name, $1.product.id) }
            .map(\.product)
    }

    @Test(
        "2,000 random operations keep the store sorted and equal to the model, report the rows they moved, and leave earlier snapshots as they were",
        arguments: [1, 2, 3] as [UInt64])
    func randomOperations(seed: UInt64) {
        var generator = ProductsTestGenerator(seed: seed)
        let store = ProductDataStore(products: [])
        var model: [String: Product] = [:]
        var snapshots: [(list: ProductList, products: [Product])] = []

        func randomProduct(id: String) -> Product {
            Product(
                id: id,
                name: Self.names.randomElement(using: &generator)!,
                price: Decimal(Int.random(in: 0...100_000, using: &generator)) / 100)
        }
        func randomID() -> String { "p\(Int.random(in: 0..<300, using: &generator))" }

        for step in 0..<2_000 {
            let id = randomID()
            let before = Self.naiveSorted(model)
            switch Int.random(in: 0..<100, using: &generator) {
            case 0..<15:
                // The editor's writes, with the rows they report.
                let product = randomProduct(id: id)
                let old = model[id]
                let change = store.save(product, in: old.map { .edit($0) } ?? .new)
                model[id] = product
                let after = Self.naiveSorted(model)
                let newRow = after.firstIndex { $0.id == id }!
                if let oldRow = before.firstIndex(where: { $0.id == id }) {
                    let expected: ProductListChange =
                        oldRow == newRow ? .reloaded(row: newRow) : .moved(from: oldRow, to: newRow)
                    #expect(change == expected, "step \(step)")
                } else {
                    #expect(change == .inserted(row: newRow), "step \(step)")
                }
            case 15..<25:
                let row = Int.random(in: -1...before.count, using: &generator)
                let change = store.deleteProduct(atRow: row)
                if before.indices.contains(row) {
                    #expect(change == .removed(row: row), "step \(step)")
                    model[before[row].id] = nil
                } else {
                    #expect(change == nil, "step \(step): row \(row) of \(before.count)")
                }
            case 25..<50:
                let product = randomProduct(id: id)
                do {
                    try store.add(product)
                    #expect(model[id] == nil, "step \(step): added a duplicate \(id)")
                    model[id] = product
                } catch {
                    #expect(error == .duplicateID(id) && model[id] != nil, "step \(step)")
                }
            case 50..<75:
                let product = randomProduct(id: id)
                do {
                    try store.update(product)
                    #expect(model[id] != nil, "step \(step): updated an unknown \(id)")
                    model[id] = product
                } catch {
                    #expect(error == .unknownID(id) && model[id] == nil, "step \(step)")
                }
            case 75..<99:
                do {
                    try store.delete(id: id)
                    let removed = model.removeValue(forKey: id)
                    #expect(removed != nil, "step \(step): deleted an unknown \(id)")
                } catch {
                    #expect(error == .unknownID(id) && model[id] == nil, "step \(step)")
                }
            default:
                let products = (0..<Int.random(in: 0..<50, using: &generator))
                    .map { randomProduct(id: "r\($0)") }
                #expect(throws: Never.self) { try store.replaceAll(with: products) }
                model = Dictionary(uniqueKeysWithValues: products.map { ($0.id, $0) })
            }

            let expected = Self.naiveSorted(model)
            #expect(Array(store.products) == expected, "step \(step)")
            if Array(store.products) != expected { return }
            #expect(store.products.count == expected.count, "step \(step)")
            #expect(store.products.indices.map { store.products[$0] } == expected, "step \(step)")
            if step.isMultiple(of: 50) { snapshots.append((store.products, expected)) }
            let probe = randomID()
            #expect(store.product(id: probe) == model[probe], "step \(step)")
            let row = expected.firstIndex { $0.id == probe }
            #expect(store.index(of: probe) == row, "step \(step)")
        }
        #expect(!model.isEmpty)
        for (list, products) in snapshots {
            #expect(Array(list) == products, "a later write changed an earlier snapshot")
        }
    }
}
