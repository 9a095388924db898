import Domain
import Testing

@Suite("ProductDataStore: the rows a write changed")
@MainActor
struct ProductDataStoreChangeTests {
    @Test("Saving a new product inserts its row in list order")
    func saveNew() {
        let store = ProductDataStore()
        #expect(store.save(Product(id: "pen", name: "Pen", price: 2), in: .new) == .inserted(row: 5))
        #expect(store.save(Product(id: "axe", name: "axe", price: 1), in: .new) == .inserted(row: 0))
        #expect(store.products.map(\.id) == ["axe", "ipad", "iphone", "keyboard", "macbook", "mouse", "pen"])
    }

    @Test("Saving an edit that keeps the name's place reloads its row")
    func saveInPlace() throws {
        let store = ProductDataStore()
        let keyboard = try #require(store.product(id: "keyboard"))
        let change = store.save(Product(id: "keyboard", name: "KEYBOARD", price: 5), in: .edit(keyboard))
        #expect(change == .reloaded(row: 2))
        #expect(store.products[2].price == 5)
    }

    @Test("Saving a renamed product moves its row from the old place to the new")
    func saveMoved() throws {
        let store = ProductDataStore()
        let ipad = try #require(store.product(id: "ipad"))
        #expect(store.save(Product(id: "ipad", name: "Tablet", price: 900), in: .edit(ipad)) == .moved(from: 0, to: 4))
        #expect(store.products.map(\.id) == ["iphone", "keyboard", "macbook", "mouse", "ipad"])
    }

    @Test("A write the repository refuses reports the whole list and changes nothing")
    func refused() {
        let store = ProductDataStore()
        let before = store.products
        #expect(store.save(Product(id: "ipad", name: "Twice", price: 1), in: .new) == .reloadedAll)
        let gone = Product(id: "gone", name: "Gone", price: 1)
        #expect(store.save(gone, in: .edit(gone)) == .reloadedAll)
        #expect(store.products == before)
    }

    @Test("Deleting a row removes it; a row out of range deletes nothing")
    func delete() {
        let store = ProductDataStore()
        #expect(store.deleteProduct(atRow: 1) == .removed(row: 1))
        #expect(store.products.map(\.id) == ["ipad", "keyboard", "macbook", "mouse"])
        #expect(store.deleteProduct(atRow: 4) == nil)
        #expect(store.deleteProduct(atRow: -1) == nil)
        #expect(store.products.count == 4)
    }

    @Test("Deleting by id removes the product at its row; an id gone deletes nothing")
    func deleteByID() {
        let store = ProductDataStore()
        #expect(store.deleteProduct(id: "keyboard") == .removed(row: 2))
        #expect(store.products.map(\.id) == ["ipad", "iphone", "macbook", "mouse"])
        #expect(store.deleteProduct(id: "keyboard") == nil)
        #expect(store.deleteProduct(id: "Mouse") == nil, "ids compare exactly")
        #expect(store.products.count == 4)
    }

    @Test("A change applies to a table as UIKit's row updates; a move is a delete and an insert")
    func applyToATable() {
        func calls(_ change: ProductListChange) -> [String] {
            var calls: [String] = []
            change.apply(
                insertRows: { calls.append("insert \($0)") }, deleteRows: { calls.append("delete \($0)") },
                reloadRows: { calls.append("reload \($0)") }, reloadData: { calls.append("reloadData") })
            return calls
        }
        #expect(calls(.inserted(row: 2)) == ["insert [2]"])
        #expect(calls(.removed(row: 0)) == ["delete [0]"])
        #expect(calls(.reloaded(row: 4)) == ["reload [4]"])
        #expect(calls(.moved(from: 0, to: 4)) == ["delete [0]", "insert [4]"])
        #expect(calls(.reloadedAll) == ["reloadData"])
    }
}
