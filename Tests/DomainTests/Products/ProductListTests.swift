import Foundation
import Testing

@testable import Domain

/// ``ProductList`` read as the array it stands for.
@Suite("ProductList")
@MainActor
struct ProductListTests {
    private static func product(_ index: Int) -> Product {
        Product(id: String(format: "id%05d", index), name: String(format: "Item %05d", index), price: 1)
    }

    @Test("reads like an array: rows, count, iteration, map, firstIndex, slices, reversed")
    func readsLikeAnArray() throws {
        let products = (0..<1_000).map(Self.product)
        let store = ProductDataStore(products: products.shuffled())
        let list = store.products
        #expect(list.count == 1_000 && !list.isEmpty && list.startIndex == 0 && list.endIndex == 1_000)
        #expect(Array(list) == products)
        #expect(list.map(\.id) == products.map(\.id))
        #expect(list.indices.map { list[$0] } == products)
        #expect(list.firstIndex { $0.id == "id00500" } == 500)
        #expect(Array(list[10..<13]) == Array(products[10..<13]))
        #expect(Array(list.reversed()) == products.reversed())
        #expect(list.last == products.last && list.first == products.first)
        #expect(ProductDataStore(products: []).products.isEmpty)
        #expect(Array(ProductList()) == [])
    }

    @Test("a snapshot is a value: later writes leave it, and equal lists compare equal")
    func snapshotsAreValues() throws {
        let store = ProductDataStore()
        let before = store.products
        #expect(before.isIdentical(to: store.products), "reading twice gives the same snapshot")
        try store.add(Product(id: "pen", name: "Pen", price: 2))
        try store.update(Product(id: "ipad", name: "Zed", price: 1))
        try store.delete(id: "mouse")
        #expect(before.map(\.name) == ["iPad", "iPhone", "Keyboard", "MacBook", "Mouse"])
        #expect(store.products.map(\.name) == ["iPhone", "Keyboard", "MacBook", "Pen", "Zed"])
        #expect(!before.isIdentical(to: store.products))
        #expect(before == ProductDataStore().products, "two stores with the same products are equal")
        #expect(before != store.products)
    }

    @Test("stays balanced: sorted inserts and deletes from one end keep every row reachable")
    func sortedInsertsAndDeletes() throws {
        let store = ProductDataStore(products: [])
        for index in 0..<4_000 { try store.add(Self.product(index)) }
        #expect(store.products.indices.allSatisfy { store.products[$0] == Self.product($0) })
        // An AVL tree of n nodes is at most 1.44 log2(n + 2) high: 17 for 4,000 (a list that
        // did not rebalance would be 4,000 high).
        #expect((store.products.root?.height ?? 0) <= 17)
        for index in 0..<2_000 { try store.delete(id: Self.product(index).id) }
        #expect(Array(store.products) == (2_000..<4_000).map(Self.product))
        #expect(store.index(of: Self.product(3_999).id) == 1_999)
        #expect((store.products.root?.height ?? 0) <= 16)
    }
}
