import ComposableEngine
import Domain

/// New Product and Edit Product (seed 004's details screen): the form, the domain's validation
/// on Save, and the repository write as an effect; Products hears of it as a delegate action.
struct ProductFeature: Reducer {
    struct State: Equatable {
        /// New, or the edit of the product with the original id.
        let mode: ProductValidation.Mode
        var id: String
        var name: String
        var price: String
        /// The last failed save's message, until the next tap of Save.
        var errorMessage: String?

        /// The form for a new product (`nil`), or filled from the product to edit.
        init(editing product: Product?) {
            mode = product.map { .edit(originalID: $0.id) } ?? .new
            id = product?.id ?? ""
            name = product?.name ?? ""
            price = product?.priceText ?? ""
        }

        var title: String { mode == .new ? "New Product" : "Edit Product" }
    }

    enum Action: Equatable {
        case idFieldChanged(String)
        case nameFieldChanged(String)
        case priceFieldChanged(String)
        case saveButtonTapped
        case delegate(Delegate)

        enum Delegate: Equatable {
            /// The repository was written (or refused what validation let through): the list
            /// re-reads it.
            case saved
        }
    }

    @Dependency(\.productsClient) var productsClient

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .idFieldChanged(let id):
            state.id = id
            return .none
        case .nameFieldChanged(let name):
            state.name = name
            return .none
        case .priceFieldChanged(let price):
            state.price = price
            return .none
        case .saveButtonTapped:
            let product: Product
            do {
                product = try ProductValidation.validate(
                    id: state.id, name: state.name, price: state.price, mode: state.mode,
                    existingIDs: productsClient.contains)
            } catch {
                state.errorMessage = error.message
                return .none
            }
            state.errorMessage = nil
            return .run { [mode = state.mode, productsClient] send in
                if mode == .new { try productsClient.add(product) } else { try productsClient.update(product) }
                send(.delegate(.saved))
            } catch: { _, send in
                send(.delegate(.saved))
            }
        case .delegate:
            return .none
        }
    }
}
