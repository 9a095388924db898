import Domain
import Reactive

/// The events Products' view sends (Kickstarter's inputs), named after what happened.
@MainActor
protocol ProductsViewModelInputs {
    /// The user tapped Add: the view model routes to a New Product editor.
    func addButtonTapped()
    /// The user selected a row: the view model routes to its Edit Product editor.
    func rowSelected(at row: Int)
    /// The user swiped a row away: the product is deleted from the repository.
    func rowDeleted(at row: Int)
    /// The editor it opened saved a product (its ``ProductViewModelOutputs/saved``).
    func productSaved(_ save: ProductEditorSave)
}

/// What Products' view shows (Kickstarter's outputs).
@MainActor
protocol ProductsViewModelOutputs {
    /// The rows, in list order: what the repository holds, now and after each change.
    var products: AnyPublisher<[Product], Never> { get }
    /// The editor to open, with its view model, and back to the list once it saved.
    var route: AnyPublisher<ProductsViewModel.Route, Never> { get }
}

/// Products' view model as its view sees it: events in, what to show out.
@MainActor
protocol ProductsViewModelType {
    var inputs: any ProductsViewModelInputs { get }
    var outputs: any ProductsViewModelOutputs { get }
}

/// Products' view model (Docs/Contract.md §2) in Kickstarter's shape, after tailec's
/// `ios-architecture` MVVM view model: inputs forward into private subjects, every output is
/// defined once, in `init` (RxExample's `GithubSignupViewModel2.swift`: "Everything is just a
/// definition").
///
/// The repository is the model. The list is what it holds when the screen opens and after
/// each write; the writes (a swiped row deleted, an editor's product saved through the
/// domain's ``ProductDataStore/add(_:)`` and ``ProductDataStore/update(_:)``) are part of
/// that definition and shared, so each runs once however many subscribe, as RxExample's
/// request is part of its `signingIn` definition. The route opens an editor for Add or a
/// selected row, and goes back once it saved.
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
    let products: AnyPublisher<[Product], Never>
    let route: AnyPublisher<Route, Never>

    // Inputs.
    private let addButtonTappedSubject = PassthroughSubject<Void, Never>()
    private let rowSelectedSubject = PassthroughSubject<Int, Never>()
    private let rowDeletedSubject = PassthroughSubject<Int, Never>()
    private let productSavedSubject = PassthroughSubject<ProductEditorSave, Never>()

    /// - Parameter store: The repository the list shows and writes.
    init(store: ProductDataStore) {
        let deleted =
            rowDeletedSubject
            .filter { store.products.indices.contains($0) }
            .map { row in try? store.delete(id: store.products[row].id) }
        let saved = productSavedSubject.map { save in
            switch save.mode {
            case .new: try? store.add(save.product)
            case .edit: try? store.update(save.product)
            }
        }
        let written = deleted.merge(with: saved).share()
        // What the repository holds when a subscriber comes, and after each write.
        products = written.map { _ in () }
            .prepend(())
            .map { Array(store.products) }
            .eraseToAnyPublisher()

        let opened = addButtonTappedSubject.map { ProductEditorMode.new }
            .merge(
                with:
                    rowSelectedSubject
                    .filter { store.products.indices.contains($0) }
                    .map { ProductEditorMode.edit(store.products[$0]) }
            )
            .map { Route.product(ProductViewModel(mode: $0, store: store)) }
        route = opened.merge(with: productSavedSubject.map { _ in Route.back }).eraseToAnyPublisher()
    }

    func addButtonTapped() { addButtonTappedSubject.send() }
    func rowSelected(at row: Int) { rowSelectedSubject.send(row) }
    func rowDeleted(at row: Int) { rowDeletedSubject.send(row) }
    func productSaved(_ save: ProductEditorSave) { productSavedSubject.send(save) }
}
