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
    /// The rows, in list order: the list as last published to a new subscriber, then what the
    /// repository holds after each write.
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
/// each write. The writes (a swiped row deleted, an editor's product saved through the
/// domain's ``ProductDataStore/save(_:in:)``) are an explicit effect of the chain,
/// `handleEvents(receiveOutput:)` (RxSwift's `do(onNext:)`), as RxExample's sign-up request is
/// a step of its `signingIn` definition; the chain then publishes what the repository holds.
/// It is subscribed once, here in `init`, into a `CurrentValueSubject` that lives as long as
/// the view model: nobody has to subscribe for a write to happen, each runs once, and a new
/// subscriber gets the current list. The editor validates and hands its product back, and this
/// list writes it, so the one writer of the list's repository is the list (the opener, as
/// Kickstarter's parent takes a child's outcome as an input).
///
/// A selected or deleted row is read from the list as published (the subject's `value`,
/// Combine's stand-in for RxSwift's `withLatestFrom`), the rows the user saw. The route opens
/// an editor for Add or a selected row, and goes back once it saved.
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

    /// The writes, subscribed for the view model's life.
    private let writes: AnyCancellable

    /// - Parameter store: The repository the list shows and writes.
    init(store: ProductDataStore) {
        // The list as last published.
        let list = CurrentValueSubject<[Product], Never>(Array(store.products))
        // The product a row shows, read from the list as last published (`withLatestFrom`).
        let productAtRow = { (row: Int) -> Product? in list.value.indices.contains(row) ? list.value[row] : nil }
        let deleted =
            rowDeletedSubject
            .compactMap(productAtRow)
            .handleEvents(receiveOutput: { product in
                do {
                    try store.delete(id: product.id)
                } catch {
                    // Gone already: nothing to delete; the list that follows shows the repository.
                }
            })
        let saved = productSavedSubject.handleEvents(receiveOutput: { save in
            // A write the repository refuses leaves it unchanged (the domain's rule).
            _ = store.save(save.product, in: save.mode)
        })
        writes = deleted.map { _ in () }
            .merge(with: saved.map { _ in () })
            .map { Array(store.products) }
            .sink { list.send($0) }
        products = list.eraseToAnyPublisher()

        let opened = addButtonTappedSubject.map { ProductEditorMode.new }
            .merge(
                with:
                    rowSelectedSubject
                    .compactMap(productAtRow)
                    .map(ProductEditorMode.edit)
            )
            .map { Route.product(ProductViewModel(mode: $0, store: store)) }
        route = opened.merge(with: productSavedSubject.map { _ in Route.back }).eraseToAnyPublisher()
    }

    func addButtonTapped() { addButtonTappedSubject.send() }
    func rowSelected(at row: Int) { rowSelectedSubject.send(row) }
    func rowDeleted(at row: Int) { rowDeletedSubject.send(row) }
    func productSaved(_ save: ProductEditorSave) { productSavedSubject.send(save) }
}
