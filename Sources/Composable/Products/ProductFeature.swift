import ComposableEngine
import Domain

/// New Product and Edit Product (seed 004's details screen): the form, the domain's validation
/// on Save, and the repository write as an effect; Products hears of it as a delegate action.
struct ProductFeature: Reducer {
    struct State: Equatable {
        /// New, or the edit of a product: Domain's mode, which decides the title and validation.
        let mode: ProductEditorMode
        var id: String
        var name: String
        var price: String
        /// The last failed save's message, until the next tap of Save.
        var errorMessage: String?

        /// The form for a new product (`nil`), or filled from the product to edit.
        init(editing product: Product?) {
            mode = product.map(ProductEditorMode.edit) ?? .new
            id = mode.idText
            name = mode.nameText
            price = mode.priceText
        }

        var title: String { mode.titleText }
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
                product = try state.mode.validate(
                    id: state.id, name: state.name, price: state.price, existingIDs: productsClient.contains)
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
