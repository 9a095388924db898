import Domain
import ReduxStore

/// The repository as an effect: deletes a swiped row, and on Save validates the open form with
/// the domain's rule and stores the product. The repository answers at once, so the middleware
/// passes its answer on in place of the event (Redux middleware may swallow or replace an
/// action): ``ProductsAction/productDeleted(_:_:)``,
/// ``ProductsAction/productSaved(_:_:)`` (each with the domain's ``ProductListChange``) or
/// ``ProductsAction/saveFailed(_:)``; an event with nothing to answer (a row out of range, Save
/// with no form open) goes no further. One user event is then one reduce and one notification.
/// Reducers stay pure; this is the only place that touches the repository.
///
/// - Parameter repository: The product repository the app shares.
/// - Returns: Middleware for the app's store.
func productsMiddleware(repository: ProductDataStore) -> Middleware<AppState> {
    { _, getState in
        { next in
            { action in
                guard let event = action as? ProductsAction else { return next(action) }
                switch event {
                case .rowDeleted(let row):
                    guard let change = repository.deleteProduct(atRow: row) else { return }
                    next(ProductsAction.productDeleted(repository.products, change))
                case .saveButtonTapped:
                    guard let form = getState()?.products.editor else { return }
                    do throws(ProductValidationError) {
                        let product = try form.mode.validate(
                            id: form.id, name: form.name, price: form.price, existingIDs: repository.contains(id:))
                        // A refused write leaves the repository as it was and is `reloadedAll`.
                        let change = repository.save(product, in: form.mode)
                        next(ProductsAction.productSaved(repository.products, change))
                    } catch {
                        next(ProductsAction.saveFailed(error))
                    }
                default:
                    next(action)
                }
            }
        }
    }
}
