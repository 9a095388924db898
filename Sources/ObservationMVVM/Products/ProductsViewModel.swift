import Domain
import Observation

/// Products' view model (Docs/Contract.md §2): the list's rows, deletion, and the view models
/// of the editors a row or Add opens.
///
/// Roles after kntkymt/ArchitectureSamples
/// (`ArchitectureSamples/MVVM_Reactive/MVVM_Reactive/UI/RepositorySearch/RepositorySearchViewModel.swift`:
/// the list's view model holds what the list shows and handles its events); observed as Apple's
/// UIKit guide "Updating views automatically with observation tracking" shows: ``rows`` is
/// computed from the shared ``ProductCatalog``, so the list's view, which reads the rows in
/// `updateProperties()`, follows every write, the editors' included, when it is shown again.
@Observable
@MainActor
final class ProductsViewModel {
    /// One row of the list: the product's name and its price with two fraction digits. A row
    /// is its product, as a diffable list's items are in Apple's samples: a product that
    /// changed is another row, and the cell shows the texts the row words from it.
    struct Row: Hashable, Sendable {
        let product: Product

        /// The product's id, which the list's events name it by.
        var id: String { product.id }
        var title: String { product.name }
        var detail: String { product.priceText }
    }

    private let catalog: ProductCatalog

    /// - Parameter catalog: The products the list shows and the editors write.
    init(catalog: ProductCatalog) {
        self.catalog = catalog
    }

    /// The rows, in list order.
    var rows: [Row] {
        catalog.products.map(Row.init)
    }

    /// The user deleted the product's row: the product is deleted from the catalogue. A
    /// refused delete (the product is gone already) changes nothing; either way the list is
    /// what the catalogue holds.
    func rowDeleted(id: String) {
        try? catalog.delete(id: id)
    }

    /// The view model of a New Product screen, saving into the catalogue.
    func makeNewProductViewModel() -> ProductViewModel {
        ProductViewModel(mode: .new, catalog: catalog)
    }

    /// The view model of the Edit Product screen for the product with `id`, or `nil` when the
    /// catalogue holds none.
    func makeEditProductViewModel(id: String) -> ProductViewModel? {
        guard let product = catalog.product(id: id) else { return nil }
        return ProductViewModel(mode: .edit(product), catalog: catalog)
    }
}
