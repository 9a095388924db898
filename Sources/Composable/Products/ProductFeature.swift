import ComposableEngine
import Domain

/// New Product and Edit Product (seed 004's details screen): the form, the domain's validation
/// on Save, and the repository write as an effect; Products hears of it as a delegate action,
/// and the screen dismisses itself.
struct ProductFeature: Reducer {
    struct State: Equatable {
        /// New, or the edit of a product: the title and the id field follow from it, and the
        /// domain's validation runs in it.
        let mode: ProductEditorMode
        var id: String
        var name: String
        var price: String
        /// The rule the last failed save broke, until the next tap of Save.
        var error: ProductValidationError?

        /// The form for a new product (`nil`, every field empty), or filled from the product to
        /// edit: its id, name and price ("900.00", ``Product/priceText``) (Docs/Contract.md §2).
        init(editing product: Product?) {
            mode = product.map { .edit($0) } ?? .new
            id = product?.id ?? ""
            name = product?.name ?? ""
            price = product?.priceText ?? ""
        }

        /// The screen's title: "New Product" or "Edit Product" (Docs/Contract.md §2).
        var title: String {
            switch mode {
            case .new: "New Product"
            case .edit: "Edit Product"
            }
        }

        /// The `error` label's text for ``error``, as Docs/Contract.md §2 writes it, or `nil`
        /// while none is shown.
        var errorText: String? {
            switch error {
            case nil: nil
            case .idRequired: "ID is required"
            case .idAlreadyExists: "ID already exists"
            case .nameRequired: "Name is required"
            case .invalidPrice: "Price must be a number like 12.50"
            }
        }
    }

    enum Action: Equatable {
        /// An edit of the id, name or price field.
        case binding(BindingAction<State>)
        case saveButtonTapped
        case delegate(Delegate)

        enum Delegate: Equatable {
            /// The repository was written: its list after the write, and the rows that changed
            /// (``ProductListChange/reloadedAll`` if it refused what validation let through).
            case saved(ProductList, ProductListChange)
        }
    }

    @Dependency(\.productsClient) var productsClient
    @Dependency(\.dismiss) var dismiss

    var body: some ReducerOf<Self> {
        BindingReducer()
        Reduce(save)
    }

    private func save(_ state: inout State, _ action: Action) -> Effect<Action> {
        switch action {
        case .binding:
            return .none
        case .saveButtonTapped:
            let product: Product
            do {
                product = try state.mode.validate(
                    id: state.id, name: state.name, price: state.price, existingIDs: productsClient.contains)
            } catch {
                state.error = error
                return .none
            }
            state.error = nil
            return .run { [mode = state.mode, productsClient, dismiss] send in
                let change = productsClient.save(product, mode)
                await send(.delegate(.saved(productsClient.products(), change)))
                await dismiss()
            }
        case .delegate:
            return .none
        }
    }
}

extension ProductFeature.Action: BindableAction {
    var binding: BindingAction<ProductFeature.State>? { if case .binding(let action) = self { action } else { nil } }
}
