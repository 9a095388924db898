import Domain

/// Cars' view model (Docs/Contract.md §3): the catalogue, its rows as the list shows them, one
/// closure for them, and the view model of the Car screen a row opens.
///
/// Closure MVVM as tailec writes it (`mvvm-closures/MVVMClosures/App/ReposScene/ReposViewModel.swift`,
/// whose `didUpdateRepos` hands the view the rows' own small view models).
@MainActor
final class CarsViewModel {
    /// One row of the list: the car's display title and power text.
    struct Row: Hashable {
        /// The car's place in the catalogue, which tells two equal rows apart.
        var id: Int
        var title: String
        var detail: String
    }

    /// The list's rows, in catalogue order.
    var onRowsChange: (([Row]) -> Void)?

    private var cars: [Car] {
        didSet { onRowsChange?(rows) }
    }
    private let imageLoader: any ImageLoading

    init(cars: [Car], imageLoader: any ImageLoading) {
        self.cars = cars
        self.imageLoader = imageLoader
    }

    /// The view is bound: every output is called with its value.
    func ready() {
        onRowsChange?(rows)
    }

    /// The view model of the Car screen for the row with `id` (the car's place in the
    /// catalogue); its edits come back here.
    /// - Returns: `nil` for an id out of range.
    func makeCarViewModel(id: Int) -> CarViewModel? {
        guard cars.indices.contains(id) else { return nil }
        let editor = CarViewModel(car: cars[id], imageLoader: imageLoader)
        editor.onCarChange = { [weak self] in self?.cars[id] = $0 }
        return editor
    }

    private var rows: [Row] {
        cars.enumerated().map { index, car in
            Row(id: index, title: CarViewModel.title(of: car), detail: CarViewModel.powerText(of: car))
        }
    }
}
