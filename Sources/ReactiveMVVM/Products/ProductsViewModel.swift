import Domain
import Reactive

/// Products' view model (SPEC §2) in seed 000's style: subjects out, a `PassthroughSubject` of
/// ``Action``s in, and a ``route`` subject for the editors it opens.
///
/// It is the one writer of the catalogue for this screen: swipe-to-delete and the editors'
/// ``ProductViewModel/saved`` events come in as actions, go to the repository, and then
/// ``products`` takes what the repository holds and ``rowChange`` says which row moved.
///
/// - Note: Every change sets ``products`` first and then sends exactly one ``rowChange``, so a
///   view reading its rows from ``products`` can apply the change to its table as it arrives.
@MainActor
final class ProductsViewModel {
    /// What the view asks for, or what an editor reported.
    enum Action {
        case addButtonTapped
        case rowSelected(Int)
        case rowDeleted(Int)
        case productAdded(Product)
        case productEdited(Product)
    }

    /// Where the view should go.
    enum Route {
        /// New Product or Edit Product, with its view model.
        case product(ProductViewModel)
    }

    /// How ``products`` changed, in rows.
    enum Change: Equatable {
        /// Anything may have changed: redraw every row (after a write the repository refused).
        case reloaded
        /// A product was added at `row`.
        case inserted(row: Int)
        /// The product at `row` changed and kept its place.
        case updated(row: Int)
        /// A product changed and moved from `from` to `to` (indices before and after).
        case moved(from: Int, to: Int)
        /// The product at `row` was deleted.
        case deleted(row: Int)
    }

    // Outputs.
    /// The rows, in list order: what the repository holds after the last change.
    let products: CurrentValueSubject<[Product], Never>
    /// Sends which rows changed, right after ``products`` took the new list.
    let rowChange = PassthroughSubject<Change, Never>()
    let route = PassthroughSubject<Route, Never>()

    // Inputs.
    let action = PassthroughSubject<Action, Never>()

    private let store: ProductDataStore
    private var subscriptions = Set<AnyCancellable>()
    /// The subscription to the open editor's saved event; it ends when the editor saves or
    /// goes away, or is replaced when another opens.
    private var editorSubscription: AnyCancellable?

    /// - Parameter store: The repository the list shows and writes.
    init(store: ProductDataStore) {
        self.store = store
        products = CurrentValueSubject(store.products)
        action
            .sink { [weak self] in self?.processAction($0) }
            .store(in: &subscriptions)
    }

    private func processAction(_ action: Action) {
        switch action {
        case .addButtonTapped:
            open(ProductViewModel(mode: .new, store: store)) { .productAdded($0) }
        case .rowSelected(let row):
            guard store.products.indices.contains(row) else { return }
            open(ProductViewModel(mode: .edit(store.products[row]), store: store)) { .productEdited($0) }
        case .rowDeleted(let row):
            guard store.products.indices.contains(row) else { return }
            publish(delete(at: row))
        case .productAdded(let product):
            publish(add(product))
        case .productEdited(let product):
            publish(update(product))
        }
    }

    // MARK: - Writes

    // Each writes the repository and returns the rows that changed; `.reloaded` if the
    // repository refused (it cannot, right after the editor validated on the main actor).

    private func delete(at row: Int) -> Change {
        do { try store.delete(id: store.products[row].id) } catch { return .reloaded }
        return .deleted(row: row)
    }

    private func add(_ product: Product) -> Change {
        do { try store.add(product) } catch { return .reloaded }
        return store.index(of: product.id).map { .inserted(row: $0) } ?? .reloaded
    }

    private func update(_ product: Product) -> Change {
        guard let oldRow = store.index(of: product.id) else { return .reloaded }
        do { try store.update(product) } catch { return .reloaded }
        guard let newRow = store.index(of: product.id) else { return .reloaded }
        return oldRow == newRow ? .updated(row: newRow) : .moved(from: oldRow, to: newRow)
    }

    // MARK: - Routes and outputs

    /// Routes to an editor, its saved product coming back as the action `saved` makes.
    private func open(_ editor: ProductViewModel, saved: @escaping (Product) -> Action) {
        editorSubscription = editor.saved.sink { [weak self] in self?.action.send(saved($0)) }
        route.send(.product(editor))
    }

    /// Publishes what the repository holds now, then the change that led there.
    ///
    /// - Complexity: O(1) here; the repository's next write copies its O(*n*) array once,
    ///   since ``products`` shares it.
    private func publish(_ change: Change) {
        products.value = store.products
        rowChange.send(change)
    }
}
