import ComposableEngine
import ComposableTesting
import Domain
import Testing

@testable import Composable

/// Products and New/Edit Product, exhaustively: repository writes are effects; the list hears
/// of them as actions.
@MainActor
@Suite("TCA: Products' reducers")
struct ProductsFeatureTests {
    private func makeStore(_ repository: ProductDataStore) -> TestStore<ProductsFeature.State, ProductsFeature.Action> {
        TestStore(initialState: ProductsFeature.State(products: repository.products)) {
            ProductsFeature()
        } withDependencies: {
            $0.productsClient = .live { repository }
        }
    }

    @Test func addingValidatesThenSavesAndTheListRereads() async {
        let repository = ProductDataStore()
        let store = makeStore(repository)
        await store.send(.addButtonTapped) { $0.product = ProductFeature.State(editing: nil) }
        await store.send(.product(.presented(.binding(.set(\.id, "ipad"))))) { $0.product?.id = "ipad" }
        #expect(store.state.product?.title == "New Product")
        await store.send(.product(.presented(.saveButtonTapped))) { $0.product?.error = .idAlreadyExists }
        #expect(store.state.product?.errorText == "ID already exists")
        await store.send(.product(.presented(.binding(.set(\.id, "pen"))))) { $0.product?.id = "pen" }
        await store.send(.product(.presented(.binding(.set(\.name, "Apple Pencil"))))) { $0.product?.name = "Apple Pencil" }
        await store.send(.product(.presented(.binding(.set(\.price, "99.5"))))) { $0.product?.price = "99.5" }
        await store.send(.product(.presented(.saveButtonTapped))) { $0.product?.error = nil }.finish()
        await store.receive(.product(.presented(.delegate(.saved(repository.products, .inserted(row: 0)))))) {
            $0.list.record(.inserted(row: 0), leaving: repository.products)
        }
        await store.receive(.product(.dismiss)) { $0.product = nil }
        #expect(store.state.products.map(\.id) == ["pen", "ipad", "iphone", "keyboard", "macbook", "mouse"])
        #expect(store.state.list.revision == 1)
    }

    @Test func editingSavesTheProductUnderItsID() async {
        let repository = ProductDataStore()
        let store = makeStore(repository)
        let ipad = repository.products[0]
        await store.send(.rowSelected(0)) { $0.product = ProductFeature.State(editing: ipad) }
        #expect(store.state.product?.title == "Edit Product")
        #expect([store.state.product?.id, store.state.product?.name, store.state.product?.price] == ["ipad", "iPad", "900.00"])
        await store.send(.product(.presented(.binding(.set(\.name, "Zen"))))) { $0.product?.name = "Zen" }
        await store.send(.product(.presented(.saveButtonTapped))).finish()
        await store.receive(.product(.presented(.delegate(.saved(repository.products, .moved(from: 0, to: 4)))))) {
            $0.list.record(.moved(from: 0, to: 4), leaving: repository.products)
        }
        await store.receive(.product(.dismiss)) { $0.product = nil }
        #expect(repository.product(id: "ipad")?.name == "Zen")
        #expect(store.state.products.map(\.id) == ["iphone", "keyboard", "macbook", "mouse", "ipad"])
    }

    @Test func deletingWritesTheRepositoryThenTheList() async {
        let repository = ProductDataStore()
        let store = makeStore(repository)
        await store.send(.rowDeleted(0)).finish()
        await store.receive(.productDeleted(repository.products, .removed(row: 0))) {
            $0.list.record(.removed(row: 0), leaving: repository.products)
        }
        #expect(!repository.contains(id: "ipad"))
        #expect(store.state.products.map(\.id) == ["iphone", "keyboard", "macbook", "mouse"])
        await store.send(.rowDeleted(99))
    }

    @Test func aDeleteIsByTheIDTheRowShowedWhenSwiped() async {
        let repository = ProductDataStore()
        // The app's store, whose `.run` work starts after `send` returns (a test store lets it
        // begin before): two swipes of the row showing iPad before the first write runs; when
        // the effects run, row 0 of the repository is iPhone; each deletes the id it was given.
        let store = Store(initialState: ProductsFeature.State(products: repository.products)) {
            ProductsFeature()
        } withDependencies: {
            $0.productsClient = .live { repository }
        }
        let first = store.send(.rowDeleted(0))
        let second = store.send(.rowDeleted(0))
        await first.finish()
        await second.finish()
        #expect(repository.products.map(\.id) == ["iphone", "keyboard", "macbook", "mouse"])
        #expect(store.products.map(\.id) == ["iphone", "keyboard", "macbook", "mouse"])
    }

    @Test func goingBackSavesNothing() async {
        let repository = ProductDataStore()
        let store = makeStore(repository)
        await store.send(.addButtonTapped) { $0.product = ProductFeature.State(editing: nil) }
        await store.send(.product(.presented(.binding(.set(\.id, "pen"))))) { $0.product?.id = "pen" }
        await store.send(.product(.dismiss)) { $0.product = nil }
        #expect(!repository.contains(id: "pen"))
    }
}
