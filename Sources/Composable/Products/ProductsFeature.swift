import ComposableEngine
import Domain

/// Products (seeds 001 and 004): the list as the repository holds it, the New/Edit Product
/// screen it presents, and deletion as an effect on the repository, by product id (the effect
/// is a task that runs after the action, when a row may name another product).
///
/// The state keeps the list as TCA keeps a collection (an identified collection, as
/// `IdentifiedArrayOf`), here the repository's persistent ``ProductList`` snapshot, with the
/// change the reducer last made to it, so the view redraws only the rows that change touched.
///
/// - Complexity: O(1) for every action, beside O(log *n*) for `rowSelected` to read the row;
///   the effects write the repository in O(log *n*).
struct ProductsFeature: Reducer {
    struct State: Equatable {
        /// The products, in the domain's order, as the repository last reported them, with the
        /// rows its last change touched.
        var list: VersionedProductList
        /// New Product or Edit Product, while it is pushed.
        @PresentationState var product: ProductFeature.State?

        /// The products, in the domain's order.
        var products: ProductList { list.products }

        /// The list as the repository holds it, no editor pushed.
        init(products: ProductList, product: ProductFeature.State? = nil) {
            list = VersionedProductList(products: products)
            self.product = product
        }
    }

    enum Action: Equatable {
        case addButtonTapped
        case rowSelected(Int)
        case rowDeleted(Int)
        /// The repository's answer to `rowDeleted` (a delete by the row's product id): its list
        /// after the write, and the row the product had.
        case productDeleted(ProductList, ProductListChange)
        case product(PresentationAction<ProductFeature.Action>)
    }

    @Dependency(\.productsClient) var productsClient

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .addButtonTapped:
                state.product = ProductFeature.State(editing: nil)
                return .none
            case .rowSelected(let row):
                guard state.products.indices.contains(row) else { return .none }
                state.product = ProductFeature.State(editing: state.products[row])
                return .none
            case .rowDeleted(let row):
                guard state.products.indices.contains(row) else { return .none }
                // The row names a product only now; the effect runs later, so it gets the id.
                return .run { [id = state.products[row].id, productsClient] send in
                    guard let change = productsClient.deleteProduct(id) else { return }
                    await send(.productDeleted(productsClient.products(), change))
                }
            case .productDeleted(let products, let change):
                state.list.record(change, leaving: products)
                return .none
            case .product(.presented(.delegate(.saved(let products, let change)))):
                state.list.record(change, leaving: products)
                return .none
            case .product:
                return .none
            }
        }
        .ifLet(\.$product, action: \.product) { ProductFeature() }
    }
}

extension ProductsFeature.Action: CasePathable {
    struct AllCasePaths: Sendable {
        let product = AnyCasePath<ProductsFeature.Action, PresentationAction<ProductFeature.Action>>(
            embed: ProductsFeature.Action.product, extract: { if case .product(let action) = $0 { action } else { nil } })
        let productDeleted = AnyCasePath<ProductsFeature.Action, (ProductList, ProductListChange)>(
            embed: ProductsFeature.Action.productDeleted,
            extract: { if case .productDeleted(let products, let change) = $0 { (products, change) } else { nil } })
    }

    static let allCasePaths = AllCasePaths()
}
