import Widgets

/// Car's passive view: fields forwarded to its output, which also vets the kilowatts field's
/// edits through the field's delegate.
final class CarViewController: Screen, CarViewInput {
    private let output: any CarViewOutput

    let makeField = TextField(id: "make")
    let modelField = TextField(id: "model")
    let kilowattsField = TextField(id: "kilowatts")
    let horsepowerLabel = Label(id: "horsepower")
    let photoView = ImageView(id: "photo")

    init(output: any CarViewOutput) {
        self.output = output
        super.init(title: "")
    }

    override func viewDidLoad() {
        add(makeField, modelField, kilowattsField, horsepowerLabel, photoView)
        kilowattsField.delegate = self
        makeField.addAction { [weak self] in
            guard let self else { return }
            output.makeFieldChanged(makeField.text)
        }
        modelField.addAction { [weak self] in
            guard let self else { return }
            output.modelFieldChanged(modelField.text)
        }
        kilowattsField.addAction { [weak self] in
            guard let self else { return }
            output.kilowattsFieldChanged(kilowattsField.text)
        }
        output.viewDidLoad()
    }

    func display(make: String, model: String, kilowatts: String) {
        makeField.text = make
        modelField.text = model
        kilowattsField.text = kilowatts
    }

    func show(_ displayData: CarDisplayData) {
        title = displayData.title
        horsepowerLabel.text = displayData.horsepower
    }

    func showNoPhoto() { photoView.state = .none }
    func showPhotoLoading() { photoView.state = .loading }
    func showPhoto(byteCount: Int) { photoView.state = .loaded(byteCount: byteCount) }
    func showPhotoFailed() { photoView.state = .failed }
}

extension CarViewController: TextFieldDelegate {
    func textField(_ textField: TextField, shouldChangeTextTo text: String) -> Bool {
        textField !== kilowattsField || output.kilowattsFieldShouldChange(to: text)
    }
}
