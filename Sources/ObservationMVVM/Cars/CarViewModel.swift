import Domain
import Observation

/// Car's view model (Docs/Contract.md §3): the car is the catalogue's, read and edited in
/// place; the photo's load is the one state of its own. The title, the power and the fields'
/// first texts are computed from the car.
///
/// Roles after kntkymt/ArchitectureSamples
/// (`ArchitectureSamples/MVVM_Reactive/MVVM_Reactive/UI/RepositoryDetail/RepositoryDetailHeading/RepositoryDetailHeadingViewModel.swift`:
/// the detail's view model over the model it was opened with); observed as Apple's UIKit
/// guide "Updating views automatically with observation tracking" shows: the view reads
/// ``titleText``, ``horsepowerText`` and ``photo`` in `updateProperties()`, which tracks the
/// car in the shared ``CarCatalog`` and the photo here. An edit is written to the catalogue
/// once, and every screen that shows the car follows it.
@Observable
@MainActor
final class CarViewModel {
    /// Where the photo's load stands.
    private(set) var photo = CarPhoto.none

    private let catalog: CarCatalog
    private let index: Int
    private let imageLoader: any ImageLoading

    /// - Parameters:
    ///   - catalog: The catalogue holding the car.
    ///   - index: The car's place in `catalog`.
    ///   - imageLoader: Loads the photo.
    init(catalog: CarCatalog, index: Int, imageLoader: any ImageLoading) {
        self.catalog = catalog
        self.index = index
        self.imageLoader = imageLoader
    }

    /// The car, as the catalogue holds it.
    private var car: Car { catalog.cars[index] }

    /// The screen's title: the car's display title.
    var titleText: String { car.titleText }
    /// The `horsepower` label: the car's power text.
    var horsepowerText: String { car.horsepowerText }
    /// The `make` field's text when the screen opens.
    var makeText: String { car.make }
    /// The `model` field's text when the screen opens.
    var modelText: String { car.model }
    /// The `kilowatts` field's text when the screen opens.
    var kilowattsText: String { KilowattsInput.text(for: car.kilowatts) }

    func viewDidLoad() {
        loadPhoto()
    }

    func makeFieldChanged(_ text: String) {
        catalog.cars[index].make = text
    }

    func modelFieldChanged(_ text: String) {
        catalog.cars[index].model = text
    }

    /// Whether the kilowatts field may take `text`: the domain's ``KilowattsInput`` rule.
    func kilowattsFieldShouldChange(to text: String) -> Bool {
        KilowattsInput.parse(text) != nil
    }

    func kilowattsFieldChanged(_ text: String) {
        guard let kilowatts = KilowattsInput.parse(text) else { return }
        catalog.cars[index].kilowatts = kilowatts
    }

    private func loadPhoto() {
        guard let url = car.photoURL else { return }
        photo = .loading
        // Weak: a view model freed with its screen while the photo loads is not kept alive.
        Task { [weak self, imageLoader] in
            let byteCount = try? await imageLoader.loadImage(from: url).count
            self?.photo = CarPhoto(loadedByteCount: byteCount)
        }
    }
}
