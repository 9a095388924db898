import Domain
import Widgets

/// Car, by hand: each field's action updates the car and writes the one widget that depends
/// on it (the title for make and model, the horsepower for kilowatts).
final class DirectCarScreen: Screen, TextFieldDelegate {
    private var car: Car
    private let imageLoader: any ImageLoading
    private let changed: (Car) -> Void
    private let makeField = TextField(id: "make")
    private let modelField = TextField(id: "model")
    private let kilowattsField = TextField(id: "kilowatts")
    private let horsepowerLabel = Label(id: "horsepower")
    private let photoView = ImageView(id: "photo")

    init(car: Car, imageLoader: any ImageLoading, changed: @escaping (Car) -> Void) {
        self.car = car
        self.imageLoader = imageLoader
        self.changed = changed
        super.init(title: car.displayTitle)
    }

    override func viewDidLoad() {
        add(makeField, modelField, kilowattsField, horsepowerLabel, photoView)
        makeField.text = car.make
        modelField.text = car.model
        kilowattsField.text = KilowattsInput.text(for: car.kilowatts)
        horsepowerLabel.text = car.powerText
        kilowattsField.delegate = self
        makeField.addAction { [weak self] in
            guard let self else { return }
            car.make = makeField.text
            title = car.displayTitle
            changed(car)
        }
        modelField.addAction { [weak self] in
            guard let self else { return }
            car.model = modelField.text
            title = car.displayTitle
            changed(car)
        }
        kilowattsField.addAction { [weak self] in
            guard let self, let kilowatts = KilowattsInput.parse(kilowattsField.text) else { return }
            car.kilowatts = kilowatts
            horsepowerLabel.text = car.powerText
            changed(car)
        }
        loadPhoto()
    }

    func textField(_ textField: TextField, shouldChangeTextTo text: String) -> Bool {
        textField !== kilowattsField || KilowattsInput.parse(text) != nil
    }

    private func loadPhoto() {
        guard let url = car.photoURL else { return }
        photoView.state = .loading
        Task { [weak self, imageLoader] in
            do {
                let data = try await imageLoader.loadImage(from: url)
                self?.photoView.state = .loaded(byteCount: data.count)
            } catch {
                self?.photoView.state = .failed
            }
        }
    }
}
