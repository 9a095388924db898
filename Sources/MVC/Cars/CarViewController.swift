import Domain
import Widgets

/// Tells Cars that the user edited the car.
@MainActor
protocol CarViewControllerDelegate: AnyObject {
    func carViewController(_ controller: CarViewController, didChange car: Car)
}

/// Car (Docs/Contract.md §3): the car's make, model and kilowatts as fields, its horsepower and its photo;
/// the title is the car's display title, live.
///
/// MVC: the controller holds the car, reads the fields into it, applies the domain's
/// kilowatts rule as the field's delegate, writes the views, and reports every accepted edit
/// to its delegate.
final class CarViewController: Screen {
    weak var delegate: (any CarViewControllerDelegate)?
    private(set) var car: Car
    private let imageLoader: any ImageLoading
    /// The photo's load, while it runs and after; tests await it.
    private(set) var photoLoad: Task<Void, Never>?

    let makeField = TextField(id: "make")
    let modelField = TextField(id: "model")
    let kilowattsField = TextField(id: "kilowatts")
    let horsepowerLabel = Label(id: "horsepower")
    let photoView = ImageView(id: "photo")

    init(car: Car, imageLoader: any ImageLoading) {
        self.car = car
        self.imageLoader = imageLoader
        super.init(title: car.displayTitle)
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
        updateViews()
        loadPhoto()
    }

    private func updateViews() {
        title = car.displayTitle
        horsepowerLabel.text = car.powerText
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
        guard let url = car.photoURL else {
            photoView.state = .none
            return
        }
        photoView.state = .loading
        // Weak: a screen popped while its photo loads is freed; the late answer goes nowhere.
        photoLoad = Task { [weak self, imageLoader] in
            do {
                let data = try await imageLoader.loadImage(from: url)
                self?.photoView.state = .loaded(byteCount: data.count)
            } catch {
                self?.photoView.state = .failed
            }
        }
    }
}

extension CarViewController: TextFieldDelegate {
    func textField(_ textField: TextField, shouldChangeTextTo text: String) -> Bool {
        textField !== kilowattsField || KilowattsInput.parse(text) != nil
    }
}
