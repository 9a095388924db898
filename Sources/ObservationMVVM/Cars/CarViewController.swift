import Domain
import Widgets

/// Car's view: fills its fields once, forwards their edits, asks the view model whether the
/// kilowatts field may take an edit, and sets title, horsepower and photo in
/// `updateProperties()`, as Apple's UIKit guide "Updating views automatically with observation
/// tracking" does: the method runs again whenever the car or the photo it read changes.
final class CarViewController: Screen {
    private let viewModel: CarViewModel

    let makeField = TextField(id: "make")
    let modelField = TextField(id: "model")
    let kilowattsField = TextField(id: "kilowatts")
    let horsepowerLabel = Label(id: "horsepower")
    let photoView = ImageView(id: "photo")

    init(viewModel: CarViewModel) {
        self.viewModel = viewModel
        super.init(title: viewModel.titleText)
    }

    override func viewDidLoad() {
        add(makeField, modelField, kilowattsField, horsepowerLabel, photoView)
        // The fields start from the car and are then the user's: set in `updateProperties()`,
        // each edit would be written back over itself.
        makeField.text = viewModel.makeText
        modelField.text = viewModel.modelText
        kilowattsField.text = viewModel.kilowattsText
        kilowattsField.delegate = self
        makeField.addAction { [weak self] in
            guard let self else { return }
            viewModel.makeFieldChanged(makeField.text)
        }
        modelField.addAction { [weak self] in
            guard let self else { return }
            viewModel.modelFieldChanged(modelField.text)
        }
        kilowattsField.addAction { [weak self] in
            guard let self else { return }
            viewModel.kilowattsFieldChanged(kilowattsField.text)
        }
        viewModel.viewDidLoad()
    }

    override func updateProperties() {
        title = viewModel.titleText
        horsepowerLabel.text = viewModel.horsepowerText
        photoView.state = ImageView.State(viewModel.photo)
    }
}

extension CarViewController: TextFieldDelegate {
    func textField(_ textField: TextField, shouldChangeTextTo text: String) -> Bool {
        textField !== kilowattsField || viewModel.kilowattsFieldShouldChange(to: text)
    }
}

extension ImageView.State {
    fileprivate init(_ photo: CarPhoto) {
        switch photo {
        case .none: self = .none
        case .loading: self = .loading
        case .loaded(let byteCount): self = .loaded(byteCount: byteCount)
        case .failed: self = .failed
        }
    }
}
