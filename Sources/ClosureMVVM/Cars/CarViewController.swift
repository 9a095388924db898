import Domain
import Widgets

/// Car's view: fills its fields once, forwards their edits, asks the view model whether the
/// kilowatts field may take an edit, and binds title, horsepower and photo to the change
/// closure.
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
        viewModel.stateDidChange = { [weak self] in self?.bind($0) }
        bind(viewModel)
        viewModel.viewDidLoad()
    }

    private func bind(_ viewModel: CarViewModel) {
        title = viewModel.titleText
        horsepowerLabel.text = viewModel.horsepowerText
        photoView.state =
            switch viewModel.photo {
            case .none: .none
            case .loading: .loading
            case .loaded(let byteCount): .loaded(byteCount: byteCount)
            case .failed: .failed
            }
    }
}

extension CarViewController: TextFieldDelegate {
    func textField(_ textField: TextField, shouldChangeTextTo text: String) -> Bool {
        textField !== kilowattsField || viewModel.kilowattsFieldShouldChange(to: text)
    }
}
