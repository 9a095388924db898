import Domain
import Widgets

/// Tells Cars that the user edited the car.
@MainActor
protocol CarViewControllerDelegate: AnyObject {
    func carViewController(_ controller: CarViewController, didChange car: Car)
}

/// Car (Docs/Contract.md §3): the car's make, model and kilowatts as fields, its horsepower and
/// its photo; the title is the car's display title, live.
///
/// MVC: the controller holds the car and its photo's state, reads the fields into the car,
/// applies the domain's kilowatts rule as the field's delegate, writes the screen from its
/// model in ``updateViews()`` (the title and the power text are its own), and reports every
/// accepted edit to its delegate. The photo loads as kntkymt's `Fat` controllers load
/// (`ArchitectureSamples/Fat/Fat/UI/RepositorySearch/RepositorySearchViewController.swift`):
/// a `Task` in the controller, its result written back to the model.
final class CarViewController: Screen {
    weak var delegate: (any CarViewControllerDelegate)?
    private var car: Car
    private var photo = CarPhoto.none
    private let imageLoader: any ImageLoading

    let makeField = TextField(id: "make")
    let modelField = TextField(id: "model")
    let kilowattsField = TextField(id: "kilowatts")
    let horsepowerLabel = Label(id: "horsepower")
    let photoView = ImageView(id: "photo")

    init(car: Car, imageLoader: any ImageLoading) {
        self.car = car
        self.imageLoader = imageLoader
        super.init(title: Self.title(of: car))
    }

    override func viewDidLoad() {
        add(makeField, modelField, kilowattsField, horsepowerLabel, photoView)
        makeField.text = car.make
        modelField.text = car.model
        kilowattsField.text = KilowattsInput.text(for: car.kilowatts)
        kilowattsField.delegate = self
        makeField.addAction { [weak self] in self?.makeFieldChanged() }
        modelField.addAction { [weak self] in self?.modelFieldChanged() }
        kilowattsField.addAction { [weak self] in self?.kilowattsFieldChanged() }
        loadPhoto()
        updateViews()
    }

    /// Writes the screen from the car and its photo: the title, the power text and the photo's
    /// state. The fields are the user's and are filled once, in ``viewDidLoad()``.
    private func updateViews() {
        title = Self.title(of: car)
        horsepowerLabel.text = Self.powerText(of: car)
        photoView.state =
            switch photo {
            case .none: .none
            case .loading: .loading
            case .loaded(let byteCount): .loaded(byteCount: byteCount)
            case .failed: .failed
            }
    }

    private func makeFieldChanged() {
        car.make = makeField.text
        carChanged()
    }

    private func modelFieldChanged() {
        car.model = modelField.text
        carChanged()
    }

    private func kilowattsFieldChanged() {
        // The delegate let only texts the rule accepts into the field.
        guard let kilowatts = KilowattsInput.parse(kilowattsField.text) else { return }
        car.kilowatts = kilowatts
        carChanged()
    }

    private func carChanged() {
        updateViews()
        delegate?.carViewController(self, didChange: car)
    }

    private func loadPhoto() {
        guard let url = car.photoURL else { return }
        photo = .loading
        // Weak: a screen popped while its photo loads is freed; the late answer goes nowhere.
        Task { [weak self, imageLoader] in
            let byteCount = try? await imageLoader.loadImage(from: url).count
            guard let self else { return }
            photo = CarPhoto(loadedByteCount: byteCount)
            updateViews()
        }
    }

    /// The screen's title, and the car's row title on Cars: make and model, each trimmed, the
    /// non-empty ones joined by one space (Docs/Contract.md §3, "display title").
    static func title(of car: Car) -> String {
        [car.make.trimmed, car.model.trimmed].filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// The horsepower label's text, and the car's row detail on Cars: "N HP"
    /// (Docs/Contract.md §3, "power text").
    static func powerText(of car: Car) -> String {
        "\(car.horsepower) HP"
    }
}

extension CarViewController: TextFieldDelegate {
    func textField(_ textField: TextField, shouldChangeTextTo text: String) -> Bool {
        textField !== kilowattsField || KilowattsInput.parse(text) != nil
    }
}
