import Domain

/// Car's view model (Docs/Contract.md §3): the car being edited, what Car shows of it, the domain's
/// kilowatts rule for the field, the photo's load, and closures for changes.
@MainActor
final class CarViewModel {
    /// Called after every change of what Car shows.
    var stateDidChange: ((CarViewModel) -> Void)?
    /// Called with the car after every accepted edit.
    var didChangeCar: ((Car) -> Void)?

    private(set) var car: Car {
        didSet {
            stateDidChange?(self)
            didChangeCar?(car)
        }
    }
    /// Where the photo's load stands.
    private(set) var photo = CarPhoto.none {
        didSet { stateDidChange?(self) }
    }
    private let imageLoader: any ImageLoading
    /// The photo's load, while it runs and after; tests await it.
    private(set) var photoLoad: Task<Void, Never>?

    init(car: Car, imageLoader: any ImageLoading) {
        self.car = car
        self.imageLoader = imageLoader
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
            let byteCount = try? await imageLoader.loadImage(from: url).count
            self?.photo = CarPhoto(loadedByteCount: byteCount)
        }
    }
}
