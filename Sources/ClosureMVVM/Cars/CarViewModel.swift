import Domain

/// Car's view model (Docs/Contract.md §3): the car being edited, what Car shows of it, the
/// domain's kilowatts rule for the field, the photo's load, one closure per output that
/// changes, and a closure for every accepted edit.
///
/// Closure MVVM as tailec writes it (`mvvm-closures/MVVMClosures/App/ReposScene/ReposViewModel.swift`):
/// a closure for each output that changes while the screen is shown (the title, the
/// horsepower, the photo), which ``ready()`` calls with its value before it starts the photo's
/// load, as tailec's `ready()` starts the first search. The fields' first texts are plain
/// properties the view reads once; after that the fields are the user's, and their edits come
/// back as inputs.
@MainActor
final class CarViewModel {
    /// The make field's first text.
    let makeText: String
    /// The model field's first text.
    let modelText: String
    /// The kilowatts field's first text: the kilowatts as digits.
    let kilowattsText: String
    /// The screen's title now: the car's display title. ``onTitleChange`` reports each change.
    var title: String { Self.title(of: car) }
    /// The screen's title: the car's display title.
    var onTitleChange: ((String) -> Void)?
    /// The horsepower label's text: "N HP".
    var onHorsepowerChange: ((String) -> Void)?
    /// Where the photo's load stands.
    var onPhotoChange: ((CarPhoto) -> Void)?
    /// Called with the car after every accepted edit; set by the view model that opened Car.
    var onCarChange: ((Car) -> Void)?

    private var car: Car {
        didSet {
            sendCar()
            onCarChange?(car)
        }
    }
    private var photo = CarPhoto.none {
        didSet { sendPhoto() }
    }
    private let imageLoader: any ImageLoading

    init(car: Car, imageLoader: any ImageLoading) {
        self.car = car
        self.imageLoader = imageLoader
        makeText = car.make
        modelText = car.model
        kilowattsText = KilowattsInput.text(for: car.kilowatts)
    }

    /// The view is bound: every output closure is called with its value, and the photo starts
    /// loading.
    func ready() {
        sendCar()
        sendPhoto()
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

    private func sendCar() {
        onTitleChange?(Self.title(of: car))
        onHorsepowerChange?(Self.powerText(of: car))
    }

    private func sendPhoto() {
        onPhotoChange?(photo)
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

    /// The car's title, on this screen and in its row on Cars: make and model, each trimmed,
    /// the non-empty ones joined by one space (Docs/Contract.md §3, "display title").
    static func title(of car: Car) -> String {
        [car.make.trimmed, car.model.trimmed].filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// The car's power text, on this screen and in its row on Cars: "N HP" (Docs/Contract.md
    /// §3, "power text").
    static func powerText(of car: Car) -> String {
        "\(car.horsepower) HP"
    }
}
