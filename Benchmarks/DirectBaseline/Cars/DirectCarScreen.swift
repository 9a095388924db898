import Domain
import Foundation
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
        super.init(title: Self.titleText(for: car))
    }

    override func viewDidLoad() {
        add(makeField, modelField, kilowattsField, horsepowerLabel, photoView)
        makeField.text = car.make
        modelField.text = car.model
        kilowattsField.text = KilowattsInput.text(for: car.kilowatts)
        horsepowerLabel.text = Self.horsepowerText(for: car)
        kilowattsField.delegate = self
        makeField.addAction { [weak self] in
            guard let self else { return }
            car.make = makeField.text
            title = Self.titleText(for: car)
            changed(car)
        }
        modelField.addAction { [weak self] in
            guard let self else { return }
            car.model = modelField.text
            title = Self.titleText(for: car)
            changed(car)
        }
        kilowattsField.addAction { [weak self] in
            guard let self, let kilowatts = KilowattsInput.parse(kilowattsField.text) else { return }
            car.kilowatts = kilowatts
            horsepowerLabel.text = Self.horsepowerText(for: car)
            changed(car)
        }
        loadPhoto()
    }

    /// A car's horsepower line, on this screen and on its Cars row: "168 HP" (Docs/Contract.md §3).
    static func horsepowerText(for car: Car) -> String {
        "\(car.horsepower) HP"
    }

    /// A car's title, on this screen and on its Cars row: make and model, each trimmed, the
    /// non-empty ones joined by one space (Docs/Contract.md §3).
    static func titleText(for car: Car) -> String {
        [car.make, car.model]
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            .filter { !$0.isEmpty }
            .joined(separator: " ")
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
