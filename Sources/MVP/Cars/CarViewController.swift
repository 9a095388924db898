import Foundation
import Widgets

/// Car's passive view: fields forwarded to the presenter, which also vets the kilowatts
/// field's edits through the field's delegate.
final class CarViewController: Screen, CarView {
    private let presenter: CarPresenter

    let makeField = TextField(id: "make")
    let modelField = TextField(id: "model")
    let kilowattsField = TextField(id: "kilowatts")
    let horsepowerLabel = Label(id: "horsepower")
    let photoView = ImageView(id: "photo")

    init(presenter: CarPresenter) {
        self.presenter = presenter
        super.init(title: "")
        presenter.view = self
    }

    override func viewDidLoad() {
        add(makeField, modelField, kilowattsField, horsepowerLabel, photoView)
        kilowattsField.delegate = self
        makeField.addAction { [weak self] in
            guard let self else { return }
            presenter.makeFieldChanged(makeField.text)
        }
        modelField.addAction { [weak self] in
            guard let self else { return }
            presenter.modelFieldChanged(modelField.text)
        }
        kilowattsField.addAction { [weak self] in
            guard let self else { return }
            presenter.kilowattsFieldChanged(kilowattsField.text)
        }
        presenter.viewDidLoad()
    }

    func display(make: String, model: String, kilowatts: String) {
        makeField.text = make
        modelField.text = model
        kilowattsField.text = kilowatts
    }

    func setTitle(_ title: String) { self.title = title }
    func setHorsepowerText(_ text: String) { horsepowerLabel.text = text }
    func showNoPhoto() { photoView.state = .none }
    func showPhotoLoading() { photoView.state = .loading }
    func showPhoto(_ data: Data) { photoView.state = .loaded(byteCount: data.count) }
    func showPhotoFailed() { photoView.state = .failed }
}

extension CarViewController: TextFieldDelegate {
    func textField(_ textField: TextField, shouldChangeTextTo text: String) -> Bool {
        textField !== kilowattsField || presenter.kilowattsFieldShouldChange(to: text)
    }
}
