import Domain
import ReduxStore

/// The repository as an effect: reads it when the list appears (answering only if it holds
/// another list than the state's), deletes a swiped row, and on
/// Save validates the open form with the domain's rule and stores the product, then dispatches
/// the answer (``ProductsAction/productsLoaded(_:)``, ``ProductsAction/productDeleted(_:_:)``,
/// ``ProductsAction/productSaved(_:_:)`` (each with the domain's ``ProductListChange``) or ``ProductsAction/saveFailed(_:)``). Reducers stay
/// pure; this is the only place that touches the repository.
///
/// - Parameter repository: The product repository the app shares.
/// - Returns: Middleware for the app's store.
func productsMiddleware(repository: ProductDataStore) -> Middleware<AppState> {
    { dispatch, getState in
        { next in
            { action in
                next(action)
                guard let action = action as? ProductsAction else { return }
                switch action {
                case .productsScreenWillAppear:
                    // Only news is answered: every write through this middleware already
                    // answered with its list, so usually the state holds this snapshot.
                    let products = repository.products
                    guard getState()?.products.products.isIdentical(to: products) == false else { return }
                    dispatch(ProductsAction.productsLoaded(products))
                case .rowDeleted(let row):
                    guard let change = repository.deleteProduct(atRow: row) else { return }
                    dispatch(ProductsAction.productDeleted(repository.products, change))
                case .saveButtonTapped:
                    guard let form = getState()?.products.editor else { return }
                    do throws(ProductValidationError) {
                        let product = try form.mode.validate(
                            id: form.id, name: form.name, price: form.price, existingIDs: repository.contains(id:))
                        // A refused write leaves the repository as it was and is `reloadedAll`.
                        let change = repository.save(product, in: form.mode)
                        dispatch(ProductsAction.productSaved(repository.products, change))
                    } catch {
                        dispatch(ProductsAction.saveFailed(error))
                    }
                default:
                    break
                }
            }
        }
    }
}
