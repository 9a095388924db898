import Domain
import Reactive

/// The events Products' view sends (Kickstarter's inputs), named after what the user did.
@MainActor
protocol ProductsViewModelInputs {
    /// The user tapped Add: the view model routes to a New Product editor.
    func addButtonTapped()
    /// The user selected a row: the view model routes to its Edit Product editor.
    func rowSelected(at row: Int)
    /// The user swiped a row away: the product is deleted from the repository.
    func rowDeleted(at row: Int)
}

/// What Products' view shows (Kickstarter's outputs).
///
/// - Note: Every change sets ``products`` first and then sends exactly one ``productsChange``,
///   so a view reading its rows from ``products`` can apply the change to its table as it
///   arrives.
@MainActor
protocol ProductsViewModelOutputs {
    /// The rows, in list order: what the repository holds, now and after each change (a
    /// ``ProductList`` snapshot, O(1) to publish and to keep).
    var products: AnyPublisher<ProductList, Never> { get }
    /// The rows each change touched (the domain's ``ProductListChange``), right after
    /// ``products`` took the new list.
    var productsChange: AnyPublisher<ProductListChange, Never> { get }
    /// The editor to open, with its view model, and back to the list once it saved.
    var route: AnyPublisher<ProductsViewModel.Route, Never> { get }
}

/// Products' view model as its view sees it: events in, what to show out.
@MainActor
protocol ProductsViewModelType {
    var inputs: any ProductsViewModelInputs { get }
    var outputs: any ProductsViewModelOutputs { get }
}

/// Products' view model (Docs/Contract.md §2): `inputs` and `outputs` (Kickstarter), and a
/// ``route`` for the editors it opens.
///
/// It is the one writer of the catalogue for this screen: swipe-to-delete and the products its
/// editors save (sent into `saved`, the input every editor it opens is handed, subscribed once
/// for the view model's life) go to the repository through the domain's
/// ``ProductDataStore/save(_:in:)`` and ``ProductDataStore/deleteProduct(atRow:)``, and then
/// ``products`` takes what the repository holds and ``productsChange`` says which rows moved.
@MainActor
final class ProductsViewModel: ProductsViewModelType, ProductsViewModelInputs, ProductsViewModelOutputs {
    /// Where the view should go.
    enum Route {
        /// New Product or Edit Product, with its view model.
        case product(ProductViewModel)
        /// Back to the list: the editor saved.
        case back
    }

    var inputs: any ProductsViewModelInputs { self }
    var outputs: any ProductsViewModelOutputs { self }

    // Outputs.
    let products: AnyPublisher<ProductList, Never>
    let productsChange: AnyPublisher<ProductListChange, Never>
    let route: AnyPublisher<Route, Never>

    private let store: ProductDataStore
    private let productsSubject: CurrentValueSubject<ProductList, Never>
    private let productsChangeSubject = PassthroughSubject<ProductListChange, Never>()
    private let routeSubject = PassthroughSubject<Route, Never>()
    /// The editors' saved products: every editor sends into it, the view model subscribes once.
    private let saved = PassthroughSubject<ProductEditorSave, Never>()
    private var subscriptions = Set<AnyCancellable>()

    /// - Parameter store: The repository the list shows and writes.
    init(store: ProductDataStore) {
        self.store = store
        productsSubject = CurrentValueSubject(store.products)
        products = productsSubject.eraseToAnyPublisher()
        productsChange = productsChangeSubject.eraseToAnyPublisher()
        route = routeSubject.eraseToAnyPublisher()
        saved
            .sink { [weak self] in self?.editorSaved($0) }
            .store(in: &subscriptions)
    }

    func addButtonTapped() {
        open(.new)
    }

    func rowSelected(at row: Int) {
        guard store.products.indices.contains(row) else { return }
        open(.edit(store.products[row]))
    }

    func rowDeleted(at row: Int) {
        guard let change = store.deleteProduct(atRow: row) else { return }
        publish(change)
    }

    /// Routes to an editor; its saved product comes back through `saved`.
    private func open(_ mode: ProductEditorMode) {
        routeSubject.send(.product(ProductViewModel(mode: mode, store: store, saved: saved)))
    }

    /// Stores what an editor saved, publishes the change, and routes back to the list.
    private func editorSaved(_ save: ProductEditorSave) {
        publish(store.save(save.product, in: save.mode))
        routeSubject.send(.back)
    }

    /// Publishes what the repository holds now, then the change that led there.
    ///
    /// - Complexity: O(1): ``products`` takes the repository's snapshot (a persistent
    ///   ``ProductList``, which shares its nodes with the repository's next write, so nothing
    ///   is copied), and the change is one value.
    private func publish(_ change: ProductListChange) {
        productsSubject.value = store.products
        productsChangeSubject.send(change)
    }
}
