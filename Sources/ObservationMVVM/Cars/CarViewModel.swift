import Domain
import Foundation
import Observation

/// Car's view model (SPEC §3): the car being edited (the list's row), what Car shows of it, the
/// domain's kilowatts rule for the field, and the photo's load.
@Observable
@MainActor
final class CarViewModel {
    /// Where the photo's load stands.
    enum Photo: Equatable {
        case none
        case loading
        case loaded(Data)
        case failed
    }

    private(set) var photo = Photo.none
    /// The photo's load, while it runs and after; tests await it.
    @ObservationIgnored private(set) var photoLoad: Task<Void, Never>?

    private let list: CarsViewModel
    private let row: Int
    private let imageLoader: any ImageLoading

    /// - Parameters:
    ///   - list: The list holding the car; edits are written to its row.
    ///   - row: The car's row in `list`.
    ///   - imageLoader: Loads the photo.
    init(list: CarsViewModel, row: Int, imageLoader: any ImageLoading) {
        self.list = list
        self.row = row
        self.imageLoader = imageLoader
    }

    /// The car: the list's row, read and written in place (a read is tracked as a read of the
    /// list's cars).
    private(set) var car: Car {
        get { list.cars[row] }
        set { list.cars[row] = newValue }
    }

    var titleText: String { car.displayTitle }
    var makeText: String { car.make }
    var modelText: String { car.model }
    var kilowattsText: String { KilowattsInput.text(for: car.kilowatts) }
    var horsepowerText: String { car.powerText }

    func viewDidLoad() {
        loadPhoto()
    }

    func makeFieldChanged(_ text: String) {
        car.make = text
    }

    func modelFieldChanged(_ text: String) {
        car.model = text
    }

    /// Whether the kilowatts field may take `text`: the domain's ``KilowattsInput`` rule.
    func kilowattsFieldShouldChange(to text: String) -> Bool {
        KilowattsInput.parse(text) != nil
    }

    func kilowattsFieldChanged(_ text: String) {
        guard let kilowatts = KilowattsInput.parse(text) else { return }
        car.kilowatts = kilowatts
    }

    private func loadPhoto() {
        guard let url = car.photoURL else {
            photo = .none
            return
        }
        photo = .loading
        // Weak: a view model freed with its screen while the photo loads is not kept alive.
        photoLoad = Task { [weak self, imageLoader] in
            do {
                let data = try await imageLoader.loadImage(from: url)
                self?.photo = .loaded(data)
            } catch {
                self?.photo = .failed
            }
        }
    }
}
