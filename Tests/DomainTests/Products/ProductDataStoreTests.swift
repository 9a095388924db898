import Domain
import Foundation
import Testing

@Suite("ProductDataStore")
@MainActor
struct ProductDataStoreTests {
    private let pen = Product(id: "pen", name: "Pen", price: 2)

    @Test("A new store holds the demo catalogue in list order")
    func demo() {
        let store = ProductDataStore()
        #expect(store.products.map(\.name) == ["iPad", "iPhone", "Keyboard", "MacBook", "Mouse"])
        #expect(store.products.map(\.id) == ["ipad", "iphone", "keyboard", "macbook", "mouse"])
    }

    @Test("A store can start with any catalogue, sorted")
    func customStart() {
        let store = ProductDataStore(products: [pen, Product(id: "axe", name: "Axe", price: 1)])
        #expect(store.products.map(\.id) == ["axe", "pen"])
        #expect(ProductDataStore(products: []).products.isEmpty)
    }

    @Test("A starting catalogue with a repeated id keeps the last")
    func startWithRepeatedID() {
        let store = ProductDataStore(products: [pen, Product(id: "pen", name: "Quill", price: 3)])
        #expect(Array(store.products) == [Product(id: "pen", name: "Quill", price: 3)])
    }

    @Test("product(id:) and contains(id:) find by exact id")
    func get() {
        let store = ProductDataStore()
        #expect(store.product(id: "ipad") == Product(id: "ipad", name: "iPad", price: 900))
        #expect(store.product(id: "IPAD") == nil)
        #expect(store.product(id: " ipad") == nil)
        #expect(store.contains(id: "mouse"))
        #expect(!store.contains(id: "pen"))
    }

    @Test("index(of:) is the row in list order")
    func index() {
        let store = ProductDataStore()
        for (row, product) in store.products.enumerated() {
            #expect(store.index(of: product.id) == row)
        }
        #expect(store.index(of: "pen") == nil)
    }

    @Test("add inserts in list order")
    func add() throws {
        let store = ProductDataStore()
        try store.add(pen)
        try store.add(Product(id: "apple", name: "apple watch", price: 300))
        try store.add(Product(id: "ecran", name: "Écran", price: 200))
        #expect(
            store.products.map(\.name)
                == ["apple watch", "Écran", "iPad", "iPhone", "Keyboard", "MacBook", "Mouse", "Pen"])
        #expect(store.index(of: "ecran") == 1)
        #expect(store.product(id: "pen") == pen)
    }

    @Test("add refuses a duplicate id and changes nothing")
    func addDuplicate() {
        let store = ProductDataStore()
        let before = store.products
        #expect(throws: ProductDataStoreError.duplicateID("ipad")) {
            try store.add(Product(id: "ipad", name: "Another", price: 1))
        }
        #expect(store.products == before)
        #expect(store.product(id: "ipad")?.name == "iPad")
    }

    @Test("Names equal but for case or accents sit in id order")
    func ties() throws {
        let store = ProductDataStore(products: [])
        try store.add(Product(id: "c", name: "école", price: 1))
        try store.add(Product(id: "a", name: "ECOLE", price: 1))
        try store.add(Product(id: "b", name: "Ecole", price: 1))
        #expect(store.products.map(\.id) == ["a", "b", "c"])
    }

    @Test("update replaces in place and moves a renamed product")
    func update() throws {
        let store = ProductDataStore()
        try store.update(Product(id: "ipad", name: "iPad", price: Decimal(string: "899.99")!))
        #expect(store.products.map(\.id) == ["ipad", "iphone", "keyboard", "macbook", "mouse"])
        #expect(store.product(id: "ipad")?.price == Decimal(string: "899.99")!)

        try store.update(Product(id: "ipad", name: "Tablet", price: 900))
        #expect(store.products.map(\.name) == ["iPhone", "Keyboard", "MacBook", "Mouse", "Tablet"])
        #expect(store.index(of: "ipad") == 4)

        try store.update(Product(id: "mouse", name: "aaa", price: 5))
        #expect(store.products.map(\.id) == ["mouse", "iphone", "keyboard", "macbook", "ipad"])

        // A case-only rename keeps the row; the name shown changes.
        try store.update(Product(id: "keyboard", name: "KEYBOARD", price: 6))
        #expect(store.products.map(\.name) == ["aaa", "iPhone", "KEYBOARD", "MacBook", "Tablet"])
    }

    @Test("update refuses an unknown id and changes nothing")
    func updateUnknown() {
        let store = ProductDataStore()
        let before = store.products
        #expect(throws: ProductDataStoreError.unknownID("pen")) { try store.update(pen) }
        #expect(store.products == before)
        #expect(store.product(id: "pen") == nil)
    }

    @Test("delete removes the row")
    func delete() throws {
        let store = ProductDataStore()
        try store.delete(id: "keyboard")
        #expect(store.products.map(\.name) == ["iPad", "iPhone", "MacBook", "Mouse"])
        #expect(store.product(id: "keyboard") == nil)
        #expect(store.index(of: "keyboard") == nil)
        #expect(store.index(of: "macbook") == 2)
        try store.delete(id: "ipad")
        try store.delete(id: "mouse")
        #expect(store.products.map(\.id) == ["iphone", "macbook"])
    }

    @Test(
        "delete refuses an unknown id and changes nothing",
        arguments: ["pen", "IPAD", "", " ipad"])
    func deleteUnknown(id: String) {
        let store = ProductDataStore()
        let before = store.products
        #expect(throws: ProductDataStoreError.unknownID(id)) { try store.delete(id: id) }
        #expect(store.products == before)
    }

    @Test("A deleted id can be added again")
    func deleteThenAdd() throws {
        let store = ProductDataStore()
        try store.delete(id: "ipad")
        try store.add(Product(id: "ipad", name: "Zed", price: 1))
        #expect(store.products.last?.id == "ipad")
    }

    @Test("replaceAll sorts the new catalogue")
    func replaceAll() throws {
        let store = ProductDataStore()
        try store.replaceAll(with: [pen, Product(id: "axe", name: "Axe", price: 1)])
        #expect(store.products.map(\.id) == ["axe", "pen"])
        #expect(store.product(id: "ipad") == nil)
        #expect(store.index(of: "pen") == 1)
    }

    @Test("replaceAll refuses repeated ids and changes nothing")
    func replaceAllDuplicate() {
        let store = ProductDataStore()
        let before = store.products
        #expect(throws: ProductDataStoreError.duplicateID("pen")) {
            try store.replaceAll(with: [pen, Product(id: "axe", name: "Axe", price: 1), pen])
        }
        #expect(store.products == before)
        #expect(store.product(id: "axe") == nil)
    }
}
