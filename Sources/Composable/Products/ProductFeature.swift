import ComposableEngine
import Domain

/// New Product and Edit Product (seed 004's details screen): the form, the domain's validation
/// on Save, and the repository write as an effect; Products hears of it as a delegate action.
struct ProductFeature: Reducer {
    struct State: Equatable {
        /// New, or the edit of a product: the domain's mode decides the title, the id field
        /// and the validation.
        let mode: ProductEditorMode
        var id: String
        var name: String
        var price: String
        /// The last failed save's message, until the next tap of Save.
        var errorMessage: String?

        /// The form for a new product (`nil`), or filled from the product to edit.
        init(editing product: Product?) {
            mode = product.map { .edit($0) } ?? .new
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
            /// The repository was written: its list after the write, and the rows that changed
            /// (``ProductListChange/reloadedAll`` if it refused what validation let through).
            case saved(ProductList, ProductListChange)
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
                let change = productsClient.save(product, mode)
                send(.delegate(.saved(productsClient.products(), change)))
            }
        case .delegate:
            return .none
        }
    }
}
