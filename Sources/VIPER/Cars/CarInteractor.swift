import Domain
import Foundation

/// Car's interactor (Docs/Contract.md §3): holds the car being edited, takes kilowatts texts by the
/// domain's ``KilowattsInput`` rule, and loads the photo through the image loader.
@MainActor
final class CarInteractor: CarInteractorInput {
    weak var output: (any CarInteractorOutput)?
    private(set) var car: Car
    private let imageLoader: any ImageLoading
    /// The photo's load, while it runs and after; tests await it.
    private(set) var photoLoad: Task<Void, Never>?

    init(car: Car, imageLoader: any ImageLoading) {
        self.car = car
        self.imageLoader = imageLoader
    }

    func changeMake(_ make: String) {
        car.make = make
        output?.didRename(car)
    }

    func changeModel(_ model: String) {
        car.model = model
        output?.didRename(car)
    }

    func canChangeKilowatts(to text: String) -> Bool {
        KilowattsInput.parse(text) != nil
    }

    func changeKilowatts(_ text: String) {
        guard let kilowatts = KilowattsInput.parse(text) else { return }
        car.kilowatts = kilowatts
        output?.didChangePower(car)
    }

    func loadPhoto() {
        guard let url = car.photoURL else {
            output?.didFindNoPhoto()
            return
        }
        output?.didStartLoadingPhoto()
        // Weak: an interactor freed with its screen while the photo loads is not kept alive.
        photoLoad = Task { [weak self, imageLoader] in
            do {
                let data = try await imageLoader.loadImage(from: url)
                self?.output?.didLoadPhoto(data)
            } catch {
                self?.output?.didFailToLoadPhoto()
            }
        }
    }
}
