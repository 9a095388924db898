import Domain
import ReduxStore

/// The repository as the store's persistence: after each action that changed the catalogue,
/// writes the change to the repository, so that it holds what the state holds. The state is
/// the source of truth; the repository was read once, for the state at launch
/// (``AppState/init(dependencies:)``).
///
/// Middleware as ReSwift's `Docs/Getting Started Guide.md` ("Middleware") describes it: it
/// passes every action along (`next(action)`) and does its side effect after the reducer ran,
/// as ReSwift apps persist their state from a middleware or a subscriber.
///
/// - Parameter repository: The product repository the app shares.
/// - Returns: Middleware for the app's store.
func productsPersistenceMiddleware(repository: ProductDataStore) -> Middleware<AppState> {
    { _, getState in
        { next in
            { action in
                let old = getState()?.products.products
                next(action)
                guard let old, let new = getState()?.products.products, new != old else { return }
                repository.persist(new, replacing: old)
            }
        }
    }
}

extension ProductDataStore {
    /// Writes the difference between two catalogues: deletes the products `new` no longer
    /// holds, adds the ones it holds first, updates the ones it changed.
    ///
    /// The repository refuses only an id it holds twice or does not hold, and the difference
    /// names neither, so every write is taken.
    fileprivate func persist(_ new: [Product], replacing old: [Product]) {
        let oldByID = Dictionary(old.map { ($0.id, $0) }, uniquingKeysWith: { _, last in last })
        let newIDs = Set(new.map(\.id))
        for product in old where !newIDs.contains(product.id) { try? delete(id: product.id) }
        for product in new {
            switch oldByID[product.id] {
            case nil: try? add(product)
            case let stored? where stored != product: try? update(product)
            default: break
            }
        }
    }
}
