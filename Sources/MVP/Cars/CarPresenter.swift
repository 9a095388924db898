import Domain
import Foundation

/// Car's presenter (Docs/Contract.md §3): holds the car being edited, decides which kilowatts texts the
/// field takes (by the domain's rule), tells the view the title and horsepower after every
/// edit, loads the photo, and hands every accepted edit back to whoever opened it.
@MainActor
final class CarPresenter {
    weak var view: (any CarView)?
    private(set) var car: Car
    private let imageLoader: any ImageLoading
    private let didChange: (Car) -> Void
    /// The photo's load, while it runs and after; tests await it.
    private(set) var photoLoad: Task<Void, Never>?

    /// - Parameter didChange: Called with the car after every accepted edit.
    init(car: Car, imageLoader: any ImageLoading, didChange: @escaping (Car) -> Void) {
        self.car = car
        self.imageLoader = imageLoader
        self.didChange = didChange
    }

    func viewDidLoad() {
        view?.display(make: car.make, model: car.model, kilowatts: KilowattsInput.text(for: car.kilowatts))
        view?.setTitle(car.displayTitle)
        view?.setHorsepowerText(car.powerText)
        loadPhoto()
    }

    func makeFieldChanged(_ text: String) {
        car.make = text
        view?.setTitle(car.displayTitle)
        didChange(car)
    }

    func modelFieldChanged(_ text: String) {
        car.model = text
        view?.setTitle(car.displayTitle)
        didChange(car)
    }

    /// Whether the kilowatts field may take `text`: the domain's ``KilowattsInput`` rule.
    func kilowattsFieldShouldChange(to text: String) -> Bool {
        KilowattsInput.parse(text) != nil
    }

    func kilowattsFieldChanged(_ text: String) {
        guard let kilowatts = KilowattsInput.parse(text) else { return }
        car.kilowatts = kilowatts
        view?.setHorsepowerText(car.powerText)
        didChange(car)
    }

    private func loadPhoto() {
        guard let url = car.photoURL else {
            view?.showNoPhoto()
            return
        }
        view?.showPhotoLoading()
        // Weak: a presenter freed with its screen while the photo loads is not kept alive.
        photoLoad = Task { [weak self, imageLoader] in
            do {
                let data = try await imageLoader.loadImage(from: url)
                self?.view?.showPhoto(data)
            } catch {
                self?.view?.showPhotoFailed()
            }
        }
    }
}
