import Domain
import Observation

/// Cars' view model (Docs/Contract.md §3): the catalogue's rows, and the view model of the Car
/// screen a row opens.
///
/// Roles after kntkymt/ArchitectureSamples
/// (`ArchitectureSamples/MVVM_Reactive/MVVM_Reactive/UI/RepositorySearch/RepositorySearchViewModel.swift`:
/// the list's view model holds what the list shows and handles its events); observed as Apple's UIKit
/// guide "Updating views automatically with observation tracking" shows: ``rows`` is computed
/// from the shared ``CarCatalog``, so the view that reads it in `updateProperties()` follows
/// every edit the Car screen makes there.
@Observable
@MainActor
final class CarsViewModel {
    /// One row of the list: the car's display title and power text. A row is its car and the
    /// car's place in the catalogue, which tells two equal cars apart (a car has no id), and
    /// the cell shows the texts the row words from the car.
    struct Row: Hashable, Sendable {
        let id: Int
        let car: Car

        var title: String { car.titleText }
        var detail: String { car.horsepowerText }
    }

    private let catalog: CarCatalog
    private let imageLoader: any ImageLoading

    /// - Parameters:
    ///   - catalog: The cars the list shows and the Car screen edits.
    ///   - imageLoader: Loads the photo of the car a row opens.
    init(catalog: CarCatalog, imageLoader: any ImageLoading) {
        self.catalog = catalog
        self.imageLoader = imageLoader
    }

    /// The rows, in catalogue order.
    var rows: [Row] {
        catalog.cars.enumerated().map { Row(id: $0, car: $1) }
    }

    /// The view model of the Car screen for the row with `id` (the car's place in the
    /// catalogue), editing that car in the catalogue.
    /// - Returns: `nil` for an id out of range.
    func makeCarViewModel(id: Int) -> CarViewModel? {
        guard catalog.cars.indices.contains(id) else { return nil }
        return CarViewModel(catalog: catalog, index: id, imageLoader: imageLoader)
    }
}
