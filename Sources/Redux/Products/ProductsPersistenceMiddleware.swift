import Domain
import ReduxStore

/// The repository as the store's persistence: after each action, writes what the catalogue in
/// the state changed since the middleware last wrote it, so that the repository holds what the
/// state holds. The state is the source of truth; the repository was read once, for the state
/// at launch (``AppState/init(dependencies:)``).
///
/// Middleware as ReSwift's `Docs/Getting Started Guide.md` ("Middleware") describes it: it
/// passes every action along (`next(action)`) and does its side effect after, as ReSwift apps
/// persist their state from a middleware or a subscriber. It keeps the catalogue it last wrote
/// (`lastWritten`, read from the state at the first action) rather than the state before
/// `next`, so a later middleware that calls `next` later, not before it returns, loses no
/// change: the catalogue that action leaves is written after the next action.
///
/// A refused write is a programming error, reported with `assertionFailure`: the repository is
/// this middleware's alone and starts as the state's catalogue, so every write is one it can
/// take; a refusal means something else wrote it.
///
/// - Parameter repository: The product repository the app shares.
/// - Returns: Middleware for the app's store.
func productsPersistenceMiddleware(repository: ProductDataStore) -> Middleware<AppState> {
    { _, getState in
        var lastWritten: [Product]?
        return { next in
            { action in
                if lastWritten == nil { lastWritten = getState()?.products.products }
                next(action)
                guard let written = lastWritten, let products = getState()?.products.products, products != written
                else { return }
                repository.persist(products, replacing: written)
                lastWritten = products
            }
        }
    }
}

extension ProductDataStore {
    /// Writes the difference between two catalogues: deletes the products `new` no longer
    /// holds, adds the ones it holds first, updates the ones it changed.
    ///
    /// Stops at the first refused write, with an `assertionFailure` naming it.
    fileprivate func persist(_ new: [Product], replacing old: [Product]) {
        let oldByID = Dictionary(old.map { ($0.id, $0) }, uniquingKeysWith: { _, last in last })
        let newIDs = Set(new.map(\.id))
        do throws(ProductDataStoreError) {
            for product in old where !newIDs.contains(product.id) { try delete(id: product.id) }
            for product in new {
                switch oldByID[product.id] {
                case nil: try add(product)
                case let stored? where stored != product: try update(product)
                default: break
                }
            }
        } catch {
            assertionFailure("the repository refused a write of the state's catalogue: \(error)")
        }
    }
}
