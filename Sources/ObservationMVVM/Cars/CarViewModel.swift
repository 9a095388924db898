import Domain
import Observation

/// Car's view model (Docs/Contract.md §3): the car being edited, what Car shows of it, the domain's
/// kilowatts rule for the field, and the photo's load. Every accepted edit is written to the
/// list's row too, so the Cars screen is invalidated by the same change.
///
/// The outputs the screen tracks (``titleText``, ``horsepowerText``, ``photo``) are stored, in
/// one observed value (``Content``), and set by the event that changes them: a kilowatts edit
/// computes the horsepower only, and an edit that leaves its output as it was invalidates
/// nothing. One value, because the screen's `updateProperties()` runs whole whichever output
/// changed: one observed property costs the screen one registration per run, where three cost
/// three (see Docs/ObservationMVVM.md, "What the binding costs"). The car itself is not
/// observed; the screen reads it once, to fill its fields.
///
/// The Car screen reads this view model only, not the list: a tracking is dropped only when
/// something it read changes, so a screen that read the longer-lived list would leave its
/// tracking registered there after it is popped.
@Observable
@MainActor
final class CarViewModel {
    /// What the Car screen shows: the one property of this view model it observes.
    struct Content {
        /// The car's title, set by the make and model edits.
        var titleText: String
        /// The car's power, set by the kilowatts edits.
        var horsepowerText: String
        /// Where the photo's load stands, set by the load.
        var photo = CarPhoto.none
    }

    /// What the screen shows. Each event writes the one field it changes, and only when the
    /// field changes: a write through a field always reports a change (Observation compares
    /// whole values only).
    private(set) var content: Content
    /// The photo's load, while it runs and after; tests await it.
    @ObservationIgnored private(set) var photoLoad: Task<Void, Never>?

    /// The car as edited so far. Each change is written to the list's row.
    @ObservationIgnored private var car: Car {
        didSet { list.cars[row] = car }
    }
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
        let car = list.cars[row]
        self.car = car
        content = Content(titleText: car.titleText, horsepowerText: car.horsepowerText)
        self.imageLoader = imageLoader
    }

    var titleText: String { content.titleText }
    var horsepowerText: String { content.horsepowerText }
    var photo: CarPhoto { content.photo }
    var makeText: String { car.make }
    var modelText: String { car.model }
    var kilowattsText: String { KilowattsInput.text(for: car.kilowatts) }

    func viewDidLoad() {
        loadPhoto()
    }

    func makeFieldChanged(_ text: String) {
        car.make = text
        showTitle()
    }

    func modelFieldChanged(_ text: String) {
        car.model = text
        showTitle()
    }

    /// Whether the kilowatts field may take `text`: the domain's ``KilowattsInput`` rule.
    func kilowattsFieldShouldChange(to text: String) -> Bool {
        KilowattsInput.parse(text) != nil
    }

    func kilowattsFieldChanged(_ text: String) {
        guard let kilowatts = KilowattsInput.parse(text) else { return }
        car.kilowatts = kilowatts
        let horsepowerText = car.horsepowerText
        guard horsepowerText != content.horsepowerText else { return }
        content.horsepowerText = horsepowerText
    }

    private func showTitle() {
        let titleText = car.titleText
        guard titleText != content.titleText else { return }
        content.titleText = titleText
    }

    private func loadPhoto() {
        // No photo: the content keeps `.none`.
        guard let url = car.photoURL else { return }
        content.photo = .loading
        // Weak: a view model freed with its screen while the photo loads is not kept alive.
        photoLoad = Task { [weak self, imageLoader] in
            let byteCount = try? await imageLoader.loadImage(from: url).count
            self?.content.photo = CarPhoto(loadedByteCount: byteCount)
        }
    }
}
