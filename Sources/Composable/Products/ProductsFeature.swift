import ComposableEngine
import Domain

/// Products (seeds 001 and 004): the list as the repository holds it, the New/Edit Product
/// screen it presents, and deletion as an effect on the repository.
struct ProductsFeature: Reducer {
    struct State: Equatable {
        /// The products, in the domain's order, as the repository last reported them.
        var products: [Product]
        /// New Product or Edit Product, while it is pushed.
        var product: ProductFeature.State?
    }

    enum Action: Equatable {
        case addButtonTapped
        case rowSelected(Int)
        case rowDeleted(Int)
        case productDeleted(id: String)
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
                let id = state.products[row].id
                return .run { [productsClient] send in
                    try productsClient.delete(id)
                    send(.productDeleted(id: id))
                }
            case .productDeleted(let id):
                state.products.removeAll { $0.id == id }
                return .none
            case .product(.presented(.delegate(.saved))):
                state.products = productsClient.products()
                state.product = nil
                return .none
            case .product:
                return .none
            }
        }
        .ifLet(\.product, action: \.product) { ProductFeature() }
    }
}

extension ProductsFeature.Action: CasePathable {
    struct AllCasePaths: Sendable {
        let product = AnyCasePath<ProductsFeature.Action, PresentationAction<ProductFeature.Action>>(
            embed: ProductsFeature.Action.product, extract: { if case .product(let action) = $0 { action } else { nil } })
    }

    static let allCasePaths = AllCasePaths()
}
