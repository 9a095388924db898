import Domain
import Foundation

/// Car's interactor (Docs/Contract.md §3): holds the car being edited, takes kilowatts texts by the
/// domain's ``KilowattsInput`` rule, and loads the photo through the image loader, reporting its
/// stages as the domain's ``CarPhoto``.
///
/// Follows objc.io issue 13's `VTDListInteractor.m`: the interactor does the work (here the
/// photo's load, in a task that holds it weakly) and hands its output results, never texts.
@MainActor
final class CarInteractor: CarInteractorInput {
    weak var output: (any CarInteractorOutput)?
    private(set) var car: Car
    private let imageLoader: any ImageLoading

    init(car: Car, imageLoader: any ImageLoading) {
        self.car = car
        self.imageLoader = imageLoader
    }

    func changeMake(_ make: String) {
        car.make = make
        output?.carDidChange(car)
    }

    func changeModel(_ model: String) {
        car.model = model
        output?.carDidChange(car)
    }

    func canChangeKilowatts(to text: String) -> Bool {
        KilowattsInput.parse(text) != nil
    }

    func changeKilowatts(_ text: String) {
        guard let kilowatts = KilowattsInput.parse(text) else { return }
        car.kilowatts = kilowatts
        output?.carDidChange(car)
    }

    func loadPhoto() {
        guard let url = car.photoURL else {
            output?.photoDidChange(.none)
            return
        }
        output?.photoDidChange(.loading)
        // Weak: an interactor freed with its screen while the photo loads is not kept alive.
        Task { [weak self, imageLoader] in
            let byteCount = try? await imageLoader.loadImage(from: url).count
            self?.output?.photoDidChange(CarPhoto(loadedByteCount: byteCount))
        }
    }
}
