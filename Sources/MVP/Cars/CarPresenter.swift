import Domain
import Foundation

/// Car's presenter (Docs/Contract.md §3): holds the car being edited, decides which kilowatts texts the
/// field takes (by the domain's rule), writes the title and horsepower after every accepted
/// edit, loads the photo, and hands every accepted edit back to whoever opened it.
///
/// Follows kntkymt/ArchitectureSamples `MVP/UI/RepositorySearch/RepositorySearchPresenter.swift`:
/// the presenter starts the load and tells its weakly held view each stage.
@MainActor
final class CarPresenter {
    weak var view: (any CarView)?
    private var car: Car
    private let imageLoader: any ImageLoading
    private let didChange: (Car) -> Void

    /// - Parameter didChange: Called with the car after every accepted edit.
    init(car: Car, imageLoader: any ImageLoading, didChange: @escaping (Car) -> Void) {
        self.car = car
        self.imageLoader = imageLoader
        self.didChange = didChange
    }

    func viewDidLoad() {
        view?.display(make: car.make, model: car.model, kilowatts: KilowattsInput.text(for: car.kilowatts))
        updateView()
        loadPhoto()
    }

    func makeFieldChanged(_ text: String) {
        car.make = text
        carChanged()
    }

    func modelFieldChanged(_ text: String) {
        car.model = text
        carChanged()
    }

    /// Whether the kilowatts field may take `text`: the domain's ``KilowattsInput`` rule.
    func kilowattsFieldShouldChange(to text: String) -> Bool {
        KilowattsInput.parse(text) != nil
    }

    func kilowattsFieldChanged(_ text: String) {
        guard let kilowatts = KilowattsInput.parse(text) else { return }
        car.kilowatts = kilowatts
        carChanged()
    }

    private func carChanged() {
        updateView()
        didChange(car)
    }

    /// Tells the view the texts that follow from the car: the title and the horsepower.
    private func updateView() {
        view?.setTitle(CarFormatter.title(for: car))
        view?.setHorsepowerText(CarFormatter.power(for: car))
    }

    private func loadPhoto() {
        guard let url = car.photoURL else {
            view?.showNoPhoto()
            return
        }
        view?.showPhotoLoading()
        // Weak: a presenter freed with its screen while the photo loads is not kept alive.
        Task { [weak self, imageLoader] in
            do {
                let data = try await imageLoader.loadImage(from: url)
                self?.view?.showPhoto(data)
            } catch {
                self?.view?.showPhotoFailed()
            }
        }
    }
}
