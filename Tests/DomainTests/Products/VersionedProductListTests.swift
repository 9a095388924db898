import Domain
import Testing

@Suite("VersionedProductList: the list, numbered, with its last change")
@MainActor
struct VersionedProductListTests {
    @Test("A recorded change is the next revision, and the change a view one revision behind applies")
    func recordedChange() {
        let store = ProductDataStore()
        var list = VersionedProductList(products: store.products)
        #expect(list.revision == 0 && list.lastChange == .reloadedAll)
        #expect(list.change(since: nil) == .reloadedAll)
        #expect(list.change(since: 0) == nil)

        list.record(store.save(Product(id: "pen", name: "Pen", price: 2), in: .new), leaving: store.products)
        #expect(list.revision == 1 && list.products.isIdentical(to: store.products))
        #expect(list.change(since: 0) == .inserted(row: 5))
        #expect(list.change(since: 1) == nil)

        list.record(store.deleteProduct(atRow: 0)!, leaving: store.products)
        #expect(list.change(since: 1) == .removed(row: 0))
        #expect(list.change(since: 0) == .reloadedAll, "two changes behind: every row")
        #expect(list.change(since: nil) == .reloadedAll, "never drawn: every row")
    }

    @Test("Loading the snapshot already held is no change; another snapshot is a reload")
    func load() {
        let store = ProductDataStore()
        var list = VersionedProductList(products: store.products)
        let start = list
        list.load(store.products)
        #expect(list == start && list.revision == 0)
        _ = store.save(Product(id: "pen", name: "Pen", price: 2), in: .new)
        list.load(store.products)
        #expect(list.revision == 1 && list.lastChange == .reloadedAll && list != start)
        #expect(list.products.map(\.id).last == "pen")
    }
}
